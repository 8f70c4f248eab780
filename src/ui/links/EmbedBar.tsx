/**
 * The slim bar over an embedded view (`?embed=1`): the app's name, the mode, and the one way
 * out, "Open in Frontier". A chunk of its own: only an embedded page draws it.
 */
import { useTranslation } from 'react-i18next';
import type { Mode } from '../../store/appStore';
import { OpenInFrontier } from './OpenInFrontier';
import './embed.css';

export function EmbedBar({ mode }: { mode: Mode }) {
  const { t } = useTranslation(['translation', 'share']);
  return (
    <div className="embed-bar">
      <h1 className="embed-brand">{t('app.title')}</h1>
      <span className="embed-mode">{t(`app.mode.${mode}`)}</span>
      <OpenInFrontier />
    </div>
  );
}
