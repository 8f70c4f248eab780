/** "Copy embed code": an iframe of exactly what is on screen, computed at the click. */
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/appStore';
import { LazyCopyButton } from './LazyCopyButton';
import { embedCode } from './embedLinks';

export function CopyEmbedButton({ className = 'button' }: { className?: string }) {
  const { t } = useTranslation();
  const text = () => embedCode(`${t('app.title')}: ${t(`app.mode.${useAppStore.getState().mode}`)}`);
  return <LazyCopyButton text={text} label={t('links.copyEmbed')} className={className} testId="copy-embed" />;
}
