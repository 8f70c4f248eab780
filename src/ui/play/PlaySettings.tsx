/** How arrow keys move (the tile or the blank), remembered between visits. */
import { useTranslation } from 'react-i18next';
import { usePlayStore, type ArrowMode } from '../../store/playStore';

export function PlaySettings() {
  const { t } = useTranslation();
  const arrowMode = usePlayStore((s) => s.arrowMode);
  const choose = (mode: ArrowMode) => usePlayStore.getState().setArrowMode(mode);
  return (
    <section className="panel play-card" aria-labelledby="play-settings-title">
      <h2 id="play-settings-title" className="panel-title">
        {t('play.settings.title')}
      </h2>
      <fieldset className="radio-group">
        <legend>{t('play.settings.arrows')}</legend>
        <label className="check">
          <input type="radio" name="arrow-mode" checked={arrowMode === 'tile'} onChange={() => choose('tile')} />
          {t('play.settings.arrowTile')}
        </label>
        <label className="check">
          <input type="radio" name="arrow-mode" checked={arrowMode === 'blank'} onChange={() => choose('blank')} />
          {t('play.settings.arrowBlank')}
        </label>
      </fieldset>
      <p className="muted small">{t('play.settings.keys')}</p>
    </section>
  );
}
