/** "Copy link": the address of exactly what is on screen, computed at the click. */
import { useTranslation } from 'react-i18next';
import { LazyCopyButton } from './LazyCopyButton';
import { currentLink } from '../useUrlSync';
import './links.css';

export function CopyLinkButton({ className = 'button' }: { className?: string }) {
  const { t } = useTranslation();
  return <LazyCopyButton text={currentLink} label={t('links.copy')} className={className} testId="copy-link" />;
}
