/** What each node mark means: the same shape, border and colour as on the canvas. */
import { useTranslation } from 'react-i18next';
import { LEGEND_STATUSES, type StatusName } from './treeStatus';
import { shapePath } from '../charts/shapes';
import { DARK_PALETTE, LIGHT_PALETTE } from './treeStyle';
import { useDocumentTheme } from './useDocumentTheme';

/** The palette of the theme on screen; re-renders when the theme changes. */
function usePalette() {
  return useDocumentTheme() === 'dark' ? DARK_PALETTE : LIGHT_PALETTE;
}

export function StatusMark({ status, size = 16 }: { status: Exclude<StatusName, 'hidden'>; size?: number }) {
  const palette = usePalette();
  const style = palette.styles[status];
  const r = size / 2 - 2;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      <path
        d={shapePath(style.shape, size / 2, size / 2, r)}
        fill={style.hollow ? palette.paper : style.ink}
        stroke={style.ink}
        strokeWidth={style.hollow ? 1.5 : 0}
      />
    </svg>
  );
}

export function TreeLegend({
  counts,
  usesH,
  labelKey,
}: {
  counts: Partial<Record<StatusName, number>>;
  usesH: boolean;
  /** What the boxes say, where the domain's differ from the puzzle's. */
  labelKey?: string;
}) {
  const { t, i18n } = useTranslation(['translation', 'compare']); // the tree's strings load with it
  const nf = new Intl.NumberFormat(i18n.language);
  const palette = usePalette();
  return (
    <div className="tree-legend" data-testid="tree-legend">
      <ul aria-label={t('compare.tree.legend')}>
        {/* Only RBFS and SMA* forget: the others' legends leave that row out. */}
        {LEGEND_STATUSES.filter((s) => s !== 'forgotten' || (counts.forgotten ?? 0) > 0).map((s) => {
          const name = s as Exclude<StatusName, 'hidden'>;
          const style = palette.styles[name];
          return (
            <li key={s} data-status={s}>
              <span
                className="tree-legend-box"
                style={{
                  background: style.fill,
                  borderColor: style.ink,
                  borderStyle: style.dash.length ? (style.dash[0] <= 2 ? 'dotted' : 'dashed') : 'solid',
                  borderWidth: Math.min(3, Math.max(1, Math.round(style.border))),
                }}
              >
                <StatusMark status={name} size={14} />
              </span>
              <span>{t(`compare.tree.status.${s}`)}</span>
              <span className="tree-legend-count">{nf.format(counts[s] ?? 0)}</span>
            </li>
          );
        })}
      </ul>
      <p className="tree-label-key">
        {labelKey ?? (usesH ? t('compare.tree.labelKeyH') : t('compare.tree.labelKeyG'))}
      </p>
    </div>
  );
}
