/**
 * The lab's local-search table: how often steepest-ascent hill climbing (with and without
 * sideways moves and random restarts) and simulated annealing solve a random 8-puzzle, with the
 * mean steps of the runs that solved and of those that failed; CSV as the lab's other tables,
 * and a note on how it compares with AIMA's 8-queens figures.
 */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { LAB_RESTARTS, LAB_SIDEWAYS, LOCAL_VARIANTS, localSuccessCsv } from '../../../core/lab';
import { LOCAL_LAB_COUNTS, useLocalLabStore } from '../../../store/localLabStore';
import { SelectField } from '../../fields/SelectField';
import { saveFile } from '../../saveFile';
import { useFormat } from '../useFormat';
import { heuristicKey } from './labNames';

const SEEDS = [1, 2, 3, 4, 5] as const;

export function LocalSuccessPanel() {
  const { t } = useTranslation(['translation', 'explorer', 'local']);
  const fmt = useFormat();
  const { count, seed, status, rows, message } = useLocalLabStore(
    useShallow((s) => ({ count: s.count, seed: s.seed, status: s.status, rows: s.rows, message: s.message })),
  );
  const store = useLocalLabStore.getState();
  const total = LOCAL_VARIANTS.length * 2;
  const steps = (v: number) => (Number.isFinite(v) ? fmt.fixed(v, 1) : '—');
  const download = () =>
    saveFile(`frontier-lab-local-search-${count}-boards-seed-${seed}.csv`, localSuccessCsv(rows), 'text/csv');

  return (
    <section className="panel local-lab" aria-labelledby="local-lab-title" data-testid="local-lab">
      <h2 id="local-lab-title" className="panel-title">
        {t('local.lab.title')}
      </h2>
      <p className="local-lab-help" data-testid="local-lab-help">
        {t('local.lab.help')}
      </p>
      <div className="effort-table-tools">
        <SelectField
          label={t('local.lab.boards')}
          value={count}
          choices={LOCAL_LAB_COUNTS}
          nameOf={(n) => fmt.int(n)}
          onChange={(n) => store.setCount(n)}
          disabled={status === 'running'}
        />
        <SelectField
          label={t('local.lab.seed')}
          value={seed}
          choices={SEEDS}
          nameOf={(n) => String(n)}
          onChange={(n) => store.setSeed(n)}
          disabled={status === 'running'}
        />
        {status === 'running' ? (
          <button type="button" className="button" onClick={() => store.cancel()}>
            {t('local.lab.cancel')}
          </button>
        ) : (
          <button type="button" className="button primary" data-testid="local-lab-run" onClick={() => store.run()}>
            {t('local.lab.run')}
          </button>
        )}
        {status === 'done' && (
          <button type="button" className="button" onClick={download}>
            {t('local.lab.csv')}
          </button>
        )}
      </div>
      {status === 'running' && <p role="status">{t('local.lab.running', { done: rows.length, total })}</p>}
      {status === 'failed' && <p role="alert">{t('local.lab.failed', { message })}</p>}
      {rows.length > 0 && (
        <>
          <p id="local-lab-caption" className="effort-table-caption">
            {t('local.lab.caption', { count: rows[0].runs, seed })}
          </p>
          <div className="effort-table-scroll" tabIndex={0} role="region" aria-labelledby="local-lab-caption">
            <table className="effort-table" data-testid="local-lab-table" aria-labelledby="local-lab-caption">
              <thead>
                <tr>
                  <th scope="col">{t('local.lab.variant')}</th>
                  <th scope="col">{t('local.lab.heuristic')}</th>
                  <th scope="col" className="num">
                    {t('local.lab.rate')}
                  </th>
                  <th scope="col" className="num">
                    {t('local.lab.solved')}
                  </th>
                  <th scope="col" className="num">
                    {t('local.lab.stepsSolved')}
                  </th>
                  <th scope="col" className="num">
                    {t('local.lab.stepsFailed')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.variant}-${r.heuristic}`} data-variant={r.variant} data-heuristic={r.heuristic}>
                    <th scope="row">
                      {t(`local.lab.variants.${r.variant}`, { sideways: LAB_SIDEWAYS, restarts: LAB_RESTARTS })}
                    </th>
                    <td>{t(heuristicKey(r.heuristic))}</td>
                    <td className="num" data-value={r.rate}>
                      {fmt.percent(r.rate, 1)}
                    </td>
                    <td className="num">
                      {fmt.int(r.solved)} / {fmt.int(r.runs)}
                    </td>
                    <td className="num">{steps(r.meanStepsSolved)}</td>
                    <td className="num">{steps(r.meanStepsFailed)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
