/**
 * The frontier of a run on a domain other than the puzzle, in the solver's order (row 0 is
 * taken next): each state drawn by its domain's view (stateViews.ts), the action into it, and
 * g, h and f; the step cost too where the domain's steps do not all cost 1. Virtualised as the
 * puzzle's frontier is.
 */
import { useTranslation } from 'react-i18next';
import type { AnyDomain } from '../../core/domain/types';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { nodeRow, showsStepCosts } from '../../store/domainRows';
import { useRunStore } from '../../store/runStore';
import { useUiStore } from '../../store/uiStore';
import { useElementSize } from '../hooks/useElementSize';
import { useRowWindow } from '../hooks/useRowWindow';
import { FrontierHeading, FrontierScroller } from '../visualizer/FrontierPanel';
import { fmt } from '../visualizer/narration';
import { useRunView } from '../visualizer/useRun';
import { stateViewsFor } from './stateViews';
import '../visualizer/frontier.css';
import './domains.css';

/** A row's height in px: a laptop's, and a projector's, whose digits are larger. */
const ROW_HEIGHT = { normal: 34, projector: 44 } as const;

export function DomainFrontier({ domain }: { domain: AnyDomain }) {
  const { t } = useTranslation(['translation', 'domain']);
  const view = useRunView();
  const algorithm = useRunStore((s) => s.setup.algorithm);
  const [scroller, list] = useElementSize<HTMLDivElement>();
  const size = view?.frontier.size ?? 0;
  const rowHeight = ROW_HEIGHT[useUiStore((s) => s.projector) ? 'projector' : 'normal'];
  const { first, last, totalHeight, onScroll } = useRowWindow(list.height, size, rowHeight);
  if (!view) return null;
  const info = algorithmInfo(algorithm);
  const usesH = info?.usesHeuristic ?? false;
  const costs = showsStepCosts(domain);
  const { State } = stateViewsFor(domain.kind);
  const shown = view.frontier.slice(first, last).map((node) => ({ node, row: nodeRow(domain, node) }));
  // On a road map the action is the city driven to: the state's own name, said once is enough.
  const actions = shown.some(({ row }) => row.action !== null && row.action !== row.state);
  return (
    <section
      className={actions ? 'panel frontier-panel domain-frontier' : 'panel frontier-panel domain-frontier no-actions'}
      aria-labelledby="frontier-title"
    >
      <FrontierHeading size={size} caption={info?.frontierCaption ?? 'queue'} />
      <div className="frontier-columns" aria-hidden="true">
        <span>{t('frontier.rank')}</span>
        <span>{t('domain.state')}</span>
        <span>{actions ? t('domain.action') : ''}</span>
        <span>{costs ? t('domain.stepCost') : ''}</span>
        <span>g</span>
        <span>{usesH ? 'h' : ''}</span>
        <span>{usesH ? 'f' : ''}</span>
      </div>
      <FrontierScroller scroller={scroller} onScroll={onScroll} size={size} totalHeight={totalHeight}>
        {shown.map(({ node, row }, k) => {
          const rank = first + k;
          return (
            <div
              key={rank}
              role="listitem"
              className={rank === 0 ? 'frontier-row next' : 'frontier-row'}
              style={{ position: 'absolute', top: rank * rowHeight, left: 0, right: 0, height: rowHeight }}
              data-testid="frontier-row"
              data-id={row.id}
              data-g={row.g}
              data-h={row.h}
              data-f={row.f}
              data-step-cost={row.stepCost}
            >
              <span className="rank">
                <span className="rank-number">
                  {rank === 0 && '▶ '}
                  {rank + 1}
                </span>
              </span>
              <span className="node-cell">
                <State domain={domain} stateKey={node.key} size="small" />
              </span>
              <span>{actions ? (row.action ?? '') : ''}</span>
              <span className="num">{costs && row.action !== null ? fmt(row.stepCost) : ''}</span>
              <span className="num">{fmt(row.g)}</span>
              <span className="num">{usesH ? fmt(row.h) : ''}</span>
              <span className="num f">{usesH ? fmt(row.f) : ''}</span>
            </div>
          );
        })}
      </FrontierScroller>
    </section>
  );
}
