/**
 * The links an embedded view needs: the full app at the same state ("Open in Frontier") and the
 * iframe snippet for "Copy embed code". Both are computed when asked, from the scenario on screen.
 */
import { writeScenario, type Scenario } from '../../links';
import { currentScenario } from '../../store/linkSync';

/** The page's own address with this scenario's query. */
export function linkTo(scenario: Scenario): string {
  const { origin, pathname, hash } = window.location;
  return `${origin}${pathname}${writeScenario(scenario)}${hash}`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An iframe of this view alone. It needs nothing from the page that holds it (no script, no
 * permissions); 100% wide up to 720 px, and 480x360 is the smallest it is laid out for.
 */
export function embedCode(title: string): string {
  const src = linkTo({ ...currentScenario(), embed: true });
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ` +
    `width="720" height="540" style="width:100%;max-width:720px;min-width:480px;border:0" loading="lazy"></iframe>`
  );
}
