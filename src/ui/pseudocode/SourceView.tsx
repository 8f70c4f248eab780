/**
 * The "Source" view: the textbook solver's real TypeScript (bundled as text), with the line
 * that emits the current event highlighted, found by its `// @line` marker. The files are split
 * and their markers read once; each line is memoised like the pseudocode's.
 */
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXTBOOK_FILES, sourceLine, type LineId, type TextbookId } from '../../core/solvers/textbook/lines';
import { TEXTBOOK_SOURCES } from '../../core/solvers/textbook/sources';
import { useKeepInView } from './keepInView';
import { CodeLine } from './PseudocodeLines';

export const SourceView = memo(function SourceView({
  textbook,
  lineId,
}: {
  textbook: TextbookId;
  lineId: LineId | null;
}) {
  const { t } = useTranslation(['translation', 'pseudocode']);
  const files = useMemo(
    () => TEXTBOOK_FILES[textbook].map((file) => ({ file, lines: TEXTBOOK_SOURCES[file].split('\n') })),
    [textbook],
  );
  const at = useMemo(() => (lineId ? sourceLine(textbook, lineId, TEXTBOOK_SOURCES) : null), [textbook, lineId]);
  const currentRef = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useKeepInView(at && `${at.file}:${at.line}`, currentRef, listRef);
  return (
    <div ref={listRef}>
      {files.map(({ file, lines }) => (
        <figure key={file} className="pseudocode-source">
          <figcaption>{t('pseudocode.sourceTitle', { file })}</figcaption>
          <ol className="pseudocode-lines">
            {lines.map((text, i) => {
              const current = at?.file === file && at.line === i + 1;
              return (
                <CodeLine key={i} n={i + 1} text={text} current={current} lineRef={current ? currentRef : undefined} />
              );
            })}
          </ol>
        </figure>
      ))}
    </div>
  );
});
