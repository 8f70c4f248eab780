/**
 * The sampled boards' A* effort as a table a teacher can lay beside a textbook's (AIMA 3rd ed.,
 * Fig. 3.29): per depth, each heuristic's mean nodes generated and expanded and b* from the
 * count chosen (generated, as the textbook counts, by default). Visible, not only read out to a
 * screen reader as the charts' data tables are, and downloadable as CSV with every column.
 */
import { useTranslation } from 'react-i18next';
import type { HeuristicId } from '../../../core/events';
import { effortCsv, type ExpansionRow } from '../../../core/lab';
import { EFFORT_COUNTS, useLabStore } from '../../../store/labStore';
import { SelectField } from '../../fields/SelectField';
import { saveFile } from '../../saveFile';
import { useFormat } from '../useFormat';
import { heuristicKey } from './labNames';

export function EffortTable({ ids, rows }: { ids: readonly HeuristicId[]; rows: readonly ExpansionRow[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const count = useLabStore((s) => s.effortCount);
  const sample = useLabStore((s) => s.sample);
  const generated = count === 'generated';
  const bstar = (r: ExpansionRow, a: number) => (generated ? r.branchingGenerated[a] : r.branching[a]);
  const download = () =>
    saveFile(
      `frontier-lab-3x3-${sample.depths}-${sample.perDistance}-per-depth-seed-${sample.seed}.csv`,
      effortCsv(ids, rows),
      'text/csv',
    );

  return (
    <div className="effort-table-block" data-testid="effort-table-block">
      <div className="effort-table-tools">
        <SelectField
          label={t('explorer.lab.effort.count')}
          value={count}
          choices={EFFORT_COUNTS}
          nameOf={(c) => t(`explorer.lab.effort.countName.${c}`)}
          onChange={(c) => useLabStore.getState().setEffortCount(c)}
        />
        <button type="button" className="button" onClick={download}>
          {t('explorer.lab.effort.csv')}
        </button>
      </div>
      {/* The title outside the scroll box, so a phone shows it whole while the table scrolls. */}
      <p id="effort-table-caption" className="effort-table-caption" data-testid="effort-table-caption">
        {t(generated ? 'explorer.lab.effort.captionGenerated' : 'explorer.lab.effort.captionExpanded')}
      </p>
      {/* Focusable so a keyboard can scroll it sideways on a narrow screen. */}
      <div className="effort-table-scroll" tabIndex={0} role="region" aria-labelledby="effort-table-caption">
        <table
          className="effort-table"
          data-testid="effort-table"
          data-count={count}
          aria-labelledby="effort-table-caption"
        >
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className="num effort-depth">
                {t('explorer.lab.effort.depth')}
              </th>
              <th scope="col" rowSpan={2} className="num">
                {t('explorer.lab.effort.boards')}
              </th>
              {ids.map((id) => (
                <th key={id} scope="colgroup" colSpan={3} className="effort-group">
                  {t(heuristicKey(id))}
                </th>
              ))}
            </tr>
            <tr>
              {ids.map((id) => (
                <EffortHeads key={id} generated={generated} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.distance} data-distance={r.distance}>
                <th scope="row" className="num effort-depth">
                  {fmt.int(r.distance)}
                </th>
                <td className="num">{fmt.int(r.boards)}</td>
                {ids.map((id, a) => (
                  <EffortCells
                    key={id}
                    generated={fmt.int(r.meanGenerated[a])}
                    expanded={fmt.int(r.meanExpanded[a])}
                    bstar={bstar(r, a)}
                    chosen={count}
                    format={(b) => fmt.fixed(b, 2)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="effort-help">
        <summary>{t('explorer.lab.effort.helpTitle')}</summary>
        <p className="small">{t('explorer.lab.effort.helpCount')}</p>
        <p className="small">{t('explorer.lab.effort.helpDiffer')}</p>
      </details>
    </div>
  );
}

function EffortHeads({ generated }: { generated: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col" className={generated ? 'num group-start chosen' : 'num group-start'}>
        {t('explorer.lab.effort.generated')}
      </th>
      <th scope="col" className={generated ? 'num' : 'num chosen'}>
        {t('explorer.lab.effort.expanded')}
      </th>
      {/* Which count b* comes from is in the caption and the chosen count's bold column. */}
      <th scope="col" className="num chosen">
        {t('explorer.lab.sample.yBranching')}
      </th>
    </>
  );
}

function EffortCells(props: {
  generated: string;
  expanded: string;
  bstar: number | null;
  chosen: 'generated' | 'expanded';
  format: (b: number) => string;
}) {
  return (
    <>
      <td className={props.chosen === 'generated' ? 'num group-start chosen' : 'num group-start'}>{props.generated}</td>
      <td className={props.chosen === 'expanded' ? 'num chosen' : 'num'}>{props.expanded}</td>
      <td className="num chosen">{props.bstar === null ? '—' : props.format(props.bstar)}</td>
    </>
  );
}
