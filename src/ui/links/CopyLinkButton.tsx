/** "Copy link": the address of exactly what is on screen, computed at the click. */
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../editor/CopyButton';
import { currentLink } from '../useUrlSync';
import './links.css';

export function CopyLinkButton({ className = 'button' }: { className?: string }) {
  const { t } = useTranslation();
  return <CopyButton text={currentLink} label={t('links.copy')} className={className} testId="copy-link" />;
}
