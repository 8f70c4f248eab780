/**
 * The embedded view's one way out: a small link to the full app at the same state, in a new tab
 * (a course page's frame is no place for the whole app). Its address follows the view.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentScenario, watchScenario } from '../../store/linkSync';
import { linkTo } from './embedLinks';

/** The same scenario, shown in the full app (the query without `embed`). */
function fullAppLink(): string {
  const { embed: _embedded, ...full } = currentScenario();
  return linkTo(full);
}

/** Rewrites of the link at most this often (playback moves the cursor every frame). */
const REFRESH_MS = 250;

export function OpenInFrontier() {
  const { t } = useTranslation();
  const [href, setHref] = useState(fullAppLink);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      timer = null;
      setHref(fullAppLink());
    };
    const schedule = () => {
      if (timer === null) timer = setTimeout(refresh, REFRESH_MS);
    };
    const unwatch = watchScenario({ changed: schedule, modeChanged: schedule });
    return () => {
      if (timer !== null) clearTimeout(timer);
      unwatch();
    };
  }, []);
  // The address is made fresh at the click too: the timer may not have run yet.
  const fresh = (e: { currentTarget: HTMLAnchorElement }) => {
    e.currentTarget.href = fullAppLink();
  };
  return (
    <a
      className="open-in-frontier"
      href={href}
      target="_blank"
      rel="noopener"
      title={t('share.embed.openFullHint')}
      onPointerDown={fresh}
      onKeyDown={fresh}
      data-testid="open-in-frontier"
    >
      {t('share.embed.openFull')}
    </a>
  );
}
