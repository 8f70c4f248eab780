/** The loaded example's note (ExampleNote.tsx says when it shows), with its strings: fetched on first need. */
import { useTranslation } from 'react-i18next';
import { asBlankLast, type Preset } from '../../core/presets';
import { formatBoard } from '../../core/parse';

export function ExampleNoteText({ preset }: { preset: Preset }) {
  const { t } = useTranslation();
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
