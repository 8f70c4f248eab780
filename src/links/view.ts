/**
 * The view parameters: how the page shows a scenario, whatever its mode. Today one, `embed=1`
 * (the view alone, for an iframe in a course page). They are read by their own rows, apart from
 * the mode tables, so any link (a lesson's too, later) can carry them: a reader calls
 * `readView` with its parameters and spreads the result into what it returns.
 */
import type { Scenario } from './scenario';
import type { ParamRow, Refuse } from './table';

type ViewDraft = Pick<Scenario, 'embed'>;

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

const VIEW_ROWS: readonly ParamRow<ViewDraft>[] = [embedRow];

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
