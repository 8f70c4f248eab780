/** The heuristic lab: one board against the truth, the weight slider, and the sampled boards. */
import { useEffect } from 'react';
import { useLabStore } from '../../../store/labStore';
import { LabBoardPanel } from './LabBoardPanel';
import { SamplePanel } from './SamplePanel';
import { WeightPanel } from './WeightPanel';
import './lab.css';

export function HeuristicLab() {
  useEffect(() => {
    useLabStore.getState().ensureStarted();
  }, []);
  return (
    <div className="lab">
      <LabBoardPanel />
      <WeightPanel />
      <SamplePanel />
    </div>
  );
}
