/**
 * A student's trace beside the reference (store/traceCompare.ts): the trace's pane is named by
 * its file, and every pane carries the first difference, a flag and a sentence that light up
 * when the clock is there, with a button in the trace's pane that takes the clock to it.
 */
import { useTranslation } from 'react-i18next';
import { useCompareStore } from '../../store/compareStore';
import { IconFlag } from './compareIcons';
import { PANE_STYLES, paneTitle } from './paneStyle';

/** Each pane's title for the charts, the table and the tree: the trace's pane by its file. */
export function usePaneTitle(): (k: number) => string {
  const { t } = useTranslation();
  const setup = useCompareStore((s) => s.setup);
  const recorded = useCompareStore((s) => s.recorded);
  return (k) =>
    recorded?.index === k
      ? t('compare.trace.yoursNamed', { name: recorded.label })
      : paneTitle(setup.panes[k], t, setup);
}

/** Each pane's label where its letter must name it too (chart legends, the tree's switch): "A · BFS". */
export function usePaneLabel(): (k: number) => string {
  const titleOf = usePaneTitle();
  return (k) => `${PANE_STYLES[k].letter} · ${titleOf(k)}`;
}

/** The trace pane's name in place of its algorithm's settings (the trace is what it is). */
export function TracePaneName({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <span className="pane-trace-name" title={label}>
      {t('compare.trace.yoursNamed', { name: label })}
    </span>
  );
}

export function PaneDivergence({ index }: { index: number }) {
  const { t } = useTranslation();
  const recorded = useCompareStore((s) => s.recorded);
  const clock = useCompareStore((s) => s.clock);
  const algorithm = useCompareStore((s) => s.setup.panes[index]?.algorithm);
  const seek = useCompareStore((s) => s.seek);
  if (recorded === null || recorded.against === null) return null;
  const letter = PANE_STYLES[index].letter;
  const own = index === recorded.index;
  const against = t(`algorithm.${recorded.against}`);
  if (!own && algorithm !== recorded.against) {
    return (
      <p className="pane-divergence other" data-testid={`pane-${letter}-divergence`} data-clock="">
        {t('compare.trace.otherReference', { algorithm: against })}
      </p>
    );
  }
  const divergence = recorded.divergence;
  if (divergence === null) {
    return (
      <p className="pane-divergence none" data-testid={`pane-${letter}-divergence`} data-clock="">
        {t('compare.trace.none', { algorithm: against })}
      </p>
    );
  }
  const here = clock === divergence.clock;
  const values = { clock: divergence.clock, line: divergence.line };
  return (
    <div
      className={here ? 'pane-divergence here' : 'pane-divergence'}
      data-testid={`pane-${letter}-divergence`}
      data-clock={divergence.clock}
      data-here={here}
      role={here ? 'status' : undefined}
    >
      <IconFlag />
      <span className="pane-divergence-text">
        {t(here ? 'compare.trace.differenceHere' : 'compare.trace.difference', values)}
      </span>
      {own && !here && (
        <button
          type="button"
          className="button small-button"
          data-testid="go-to-divergence"
          onClick={() => seek(divergence.clock)}
        >
          {t('compare.trace.goTo')}
        </button>
      )}
    </div>
  );
}
