/**
 * What the loaded example is, in a sentence, while the run on screen is that example (board,
 * goal and search): a lecturer loading "Korf #1" learns that it is Korf's notation of the
 * textbook's instance, and why it runs IDA* with pattern databases. Not for the board the page
 * opens on (DEFAULT_SETUP's lesson board): there it would only take a line from the board and the
 * frontier on a 1024x768 screen, to say what the screen already shows. It sits with the set-up,
 * so in projector mode it folds into the set-up's drawer.
 */
import { useTranslation } from 'react-i18next';
import { asBlankLast, presetFor } from '../../core/presets';
import { formatBoard } from '../../core/parse';
import { DEFAULT_SETUP, useRunStore } from '../../store/runStore';

export function ExampleNote() {
  const { t } = useTranslation();
  const setup = useRunStore((s) => s.setup);
  const preset = presetFor(setup);
  if (!preset || presetFor(DEFAULT_SETUP)?.id === preset.id) return null;
  return (
    <p className="panel notice example-note" data-testid="example-note" data-preset={preset.id}>
      <strong>{t(`preset.${preset.id}`)}</strong>{' '}
      {t(`presetNote.${noteKey(preset.id)}`, {
        blankLast: formatBoard(asBlankLast(preset.start), preset.cols, 'rows'),
        optimal: preset.optimal,
      })}
    </p>
  );
}

/** Korf's five instances share one note, and so do the two hardest 3x3 boards. */
function noteKey(id: string): string {
  return id.startsWith('korf-') ? 'korf' : id.startsWith('hardest-') ? 'hardest' : id;
}
