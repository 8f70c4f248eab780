/**
 * How a road-map or grid run that was finished in the background ended: the solution's cost in
 * the domain's words, and its route as the domain's actions (the recorded part of the run is on
 * the map; the rest was never recorded, so the route is given as text).
 */
import { useTranslation } from 'react-i18next';
import type { FinalEvent } from '../../core/events';
import type { AnyDomain } from '../../core/domain/types';
import type { RunSetup } from '../../core/setups';
import { finalSentence } from '../visualizer/narration';
import { domainWords } from './domainWords';

export function DomainBackgroundFinal({
  domain,
  final,
  setup,
}: {
  domain: AnyDomain;
  final: FinalEvent;
  setup: RunSetup;
}) {
  const { t } = useTranslation(['translation', 'domain']);
  const sentence = (final.type === 'solved' && domainWords(domain).solved(final, t)) || finalSentence(final, setup, t);
  return (
    <>
      <p data-testid="background-final">{sentence}</p>
      {final.type === 'solved' && final.actions && final.actions.length > 0 && (
        <p className="background-route" data-testid="background-route">
          {t('domain.final.route', { route: final.actions.join(' → ') })}
        </p>
      )}
    </>
  );
}
