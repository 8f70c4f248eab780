/** Theme (system / light / dark) and the projector-mode switch, in the header. */
import { useTranslation } from 'react-i18next';
import { useUiStore, type ThemeChoice } from '../store/uiStore';

const THEMES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

export function AppearanceControls() {
  const { t } = useTranslation();
  const { theme, setTheme, projector, toggleProjector } = useUiStore();
  return (
    <div className="appearance">
      <label className="language">
        <span className="visually-hidden">{t('app.theme')}</span>
        <select value={theme} aria-label={t('app.theme')} onChange={(e) => setTheme(e.target.value as ThemeChoice)}>
          {THEMES.map((th) => (
            <option key={th} value={th}>
              {t(`app.themes.${th}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={projector ? 'tab active' : 'tab'}
        aria-pressed={projector}
        title={t('app.projectorHint')}
        onClick={toggleProjector}
      >
        {t('app.projector')}
      </button>
    </div>
  );
}
