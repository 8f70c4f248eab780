/** Shown while a part of the app downloads (first opening of a mode, the tree, the editor). */
import { useTranslation } from 'react-i18next';
import './loading.css';

export function LoadingPlaceholder({ what }: { what: 'mode' | 'panel' }) {
  const { t } = useTranslation();
  return (
    <div className={`loading-placeholder loading-${what}`} role="status" data-testid="loading-placeholder">
      {t('app.loading')}
    </div>
  );
}
