/**
 * The view parameters: how the page shows a scenario, whatever its mode: `embed=1` (the view
 * alone, for an iframe in a course page), `show=tree` (the view that was open) and
 * `overlay=manhattan` (the current board's per-tile overlay). They are read by their own rows,
 * apart from the mode tables, so any link (a lesson's too) can carry them: a reader calls
 * `readView` with its parameters and spreads the result into what it returns.
 */
import { LINK_VIEWS, type LinkView, type Scenario } from './scenario';
import type { ParamRow, Refuse } from './table';

type ViewDraft = Pick<Scenario, 'embed' | 'show' | 'overlay'>;

/** `embed=1` embeds, `embed=0` is the full app (what "Open in Frontier" writes by leaving it out). */
const embedRow: ParamRow<ViewDraft> = {
  name: 'embed',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    const value = text.trim();
    if (value === '1') draft.embed = true;
    else if (value !== '0') refuse('embed', 'malformed');
  },
  write: (d) => (d.embed ? '1' : undefined),
};

/** `show=tree`: one of LINK_VIEWS, anything else refused (and the mode's first view shown). */
const showRow: ParamRow<ViewDraft> = {
  name: 'show',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    const value = text.trim();
    if ((LINK_VIEWS as readonly string[]).includes(value)) draft.show = value as LinkView;
    else refuse('show', 'malformed');
  },
  write: (d) => d.show,
};

/** `overlay=manhattan` turns the current board's overlay on; `none` leaves it to the reader. */
const overlayRow: ParamRow<ViewDraft> = {
  name: 'overlay',
  read: (text, draft, refuse) => {
    if (text === undefined) return;
    const value = text.trim();
    if (value === 'manhattan') draft.overlay = true;
    else if (value !== 'none') refuse('overlay', 'malformed');
  },
  write: (d) => (d.overlay ? 'manhattan' : undefined),
};

const VIEW_ROWS: readonly ParamRow<ViewDraft>[] = [embedRow, showRow, overlayRow];

/** The view parameters a link gives (absent when it gives none, so scenarios compare equal). */
export function readView(text: (name: ParamRow<ViewDraft>['name']) => string | undefined, refuse: Refuse): ViewDraft {
  const draft: ViewDraft = {};
  for (const row of VIEW_ROWS) row.read(text(row.name), draft, refuse);
  return draft;
}

export function writeView(scenario: Scenario): [ParamRow<ViewDraft>['name'], string][] {
  return VIEW_ROWS.flatMap((row): [ParamRow<ViewDraft>['name'], string][] => {
    const value = row.write(scenario);
    return value === undefined ? [] : [[row.name, value]];
  });
}
