/**
 * What the loaded example is, in a sentence, while the run on screen is that example (board,
 * goal and search): a lecturer loading "Korf #1" learns that it is Korf's notation of the
 * textbook's instance, and why it runs IDA* with pattern databases. Not for the board the page
 * opens on (DEFAULT_SETUP's lesson board): there it would only take a line from the board and the
 * frontier on a 1024x768 screen, to say what the screen already shows. It sits with the set-up,
 * so in projector mode it folds into the set-up's drawer.
 */
import { Suspense } from 'react';
import { presetFor } from '../../core/presets';
import { DEFAULT_SETUP, useRunStore } from '../../store/runStore';
import { exampleNote } from '../lazyParts';

const ExampleNoteText = exampleNote.Component;

export function ExampleNote() {
  const setup = useRunStore((s) => s.setup);
  const preset = presetFor(setup);
  if (!preset || presetFor(DEFAULT_SETUP)?.id === preset.id) return null;
  // The notes are long: they and their strings come with the first example shown.
  return (
    <Suspense fallback={null}>
      <ExampleNoteText preset={preset} />
    </Suspense>
  );
}
