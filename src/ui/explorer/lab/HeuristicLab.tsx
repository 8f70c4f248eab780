/** The heuristic lab: one board against the truth, the weight slider, the sampled boards, and local search's success rates. */
import { useEffect } from 'react';
import { useLabStore } from '../../../store/labStore';
import { LabBoardPanel } from './LabBoardPanel';
import { LocalSuccessPanel } from './LocalSuccessPanel';
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
      <LocalSuccessPanel />
    </div>
  );
}
