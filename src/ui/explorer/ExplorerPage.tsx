/**
 * Explore mode: the lessons behind the algorithms, in two sections: the whole state space (how
 * big, how far, which boards are hardest) and the heuristic lab (how good each estimate is).
 */
import './explorer.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useExplorerStore, type ExplorerTab } from '../../store/explorerStore';
import { HeuristicLab } from './lab/HeuristicLab';
import { StateSpaceSection } from './space/StateSpaceSection';

const TABS: readonly ExplorerTab[] = ['space', 'lab'];

export function ExplorerPage() {
  // The explorer's strings are a namespace of their own, loaded with this page (the placeholder shows meanwhile).
  const { t } = useTranslation(['translation', 'explorer', 'solvability']);
  const tab = useExplorerStore((s) => s.tab);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the two tabs (the WAI-ARIA tabs pattern).
  const onKey = (e: React.KeyboardEvent, index: number) => {
    const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const target = (next + TABS.length) % TABS.length;
    useExplorerStore.getState().setTab(TABS[target]);
    buttons.current[target]?.focus();
  };

  return (
    <div className="explorer">
      <div className="explorer-tabs" role="tablist" aria-label={t('explorer.sections')}>
        {TABS.map((id, i) => (
          <button
            key={id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`explorer-tab-${id}`}
            aria-controls={tab === id ? `explorer-panel-${id}` : undefined}
            aria-selected={tab === id}
            tabIndex={tab === id ? 0 : -1}
            className={tab === id ? 'explorer-tab active' : 'explorer-tab'}
            onClick={() => useExplorerStore.getState().setTab(id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t(`explorer.tab.${id}`)}
          </button>
        ))}
      </div>
      <div
        className="explorer-panel"
        role="tabpanel"
        id={`explorer-panel-${tab}`}
        aria-labelledby={`explorer-tab-${tab}`}
      >
        {tab === 'space' ? <StateSpaceSection /> : <HeuristicLab />}
      </div>
    </div>
  );
}
