/** English / 日本語, remembered in localStorage. Each option is written in its own language. */
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../i18n';
import { savePreference } from './preferences';

const NAMES: Record<Language, string> = { en: 'English', ja: '日本語' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language">
      <span className="visually-hidden">{t('app.language')}</span>
      <select
        value={i18n.language}
        aria-label={t('app.language')}
        onChange={(e) => {
          const lang = e.target.value as Language;
          void i18n.changeLanguage(lang); // loads the catalog first; <html lang> follows (initI18n)
          savePreference('language', lang);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
