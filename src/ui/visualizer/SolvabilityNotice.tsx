/** Why an unsolvable board cannot reach its goal: the invariant, the rule for this width, the verdict. */
import { useTranslation } from 'react-i18next';
import type { SolvabilityReport } from '../../core/solvability';

export function SolvabilityNotice({ report }: { report: SolvabilityReport }) {
  const { t } = useTranslation();
  const odd = report.rule === 'odd-width';
  return (
    <section
      className={report.solvable ? 'panel notice ok' : 'panel notice danger'}
      role={report.solvable ? 'status' : 'alert'}
      data-testid="solvability"
    >
      <h2 className="panel-title">{report.solvable ? t('solvability.solvableTitle') : t('solvability.title')}</h2>
      <ul className="plain-list">
        <li>
          {t('solvability.width', { cols: report.cols, parity: t(`solvability.parity.${odd ? 'odd' : 'even'}`) })}
        </li>
        <li>{t('solvability.inversions', { count: report.inversions, goal: report.goalInversions })}</li>
        {!odd && (
          <li>{t('solvability.blankRow', { row: report.blankRowFromBottom, goal: report.goalBlankRowFromBottom })}</li>
        )}
        <li>{odd ? t('solvability.ruleOdd') : t('solvability.ruleEven')}</li>
        <li className="verdict">
          {report.solvable
            ? t('solvability.verdictYes', { value: report.invariant })
            : t('solvability.verdictNo', { value: report.invariant, goal: report.goalInvariant })}
        </li>
      </ul>
    </section>
  );
}
