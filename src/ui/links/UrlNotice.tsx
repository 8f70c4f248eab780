/**
 * The notice on a link's unusable parts (UrlNoticeBody.tsx), downloaded with its strings only
 * when a link has such parts: most visits never need it.
 */
import { Suspense } from 'react';
import { i18n } from '../../i18n';
import { useLinkNotices } from '../../store/linkSync';
import { lazyComponent } from '../loading/lazyComponent';

const body = lazyComponent(() =>
  Promise.all([import('./UrlNoticeBody'), i18n.loadNamespaces('linkNotice')]).then(([m]) => m.UrlNoticeBody),
);

export function UrlNotice() {
  const notices = useLinkNotices();
  if (notices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <body.Component notices={notices} />
    </Suspense>
  );
}
