/**
 * A lesson's stops, in order: each with its title and note to edit, where it goes (mode, step),
 * Show, and reordering by drag (the handle) or by the Up/Down buttons, Duplicate and Delete.
 * Native drag and drop: the buttons are the keyboard's (and a screen reader's) way to reorder,
 * and a live message says where the stop went.
 */
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readScenario } from '../../links';
import type { LessonStop } from '../../links/lesson';
import { openStop } from '../../store/lessonStops';
import { lessonActions } from '../../store/lessons';

function whereText(t: TFunction, stop: LessonStop): string {
  const { scenario } = readScenario(stop.link);
  if (!scenario) return '';
  const mode = t(`lessons.panel.where.${scenario.mode}`);
  return scenario.step !== undefined ? `${mode} · ${t('lessons.panel.step', { step: scenario.step })}` : mode;
}

export function StopList({ id, stops }: { id: string; stops: LessonStop[] }) {
  const { t } = useTranslation(['translation', 'lessons']);
  // A ref for the handlers (a drag's events come faster than a re-render), state for the style.
  const draggedRef = useRef<number | null>(null);
  const [dragged, setDraggedState] = useState<number | null>(null);
  const setDragged = (i: number | null) => {
    draggedRef.current = i;
    setDraggedState(i);
  };
  const [moved, setMoved] = useState('');
  const move = (from: number, to: number) => {
    lessonActions.moveStop(id, from, to);
    setMoved(t('lessons.panel.moved', { n: to + 1 }));
  };
  if (stops.length === 0) return <p className="lesson-empty">{t('lessons.panel.noStops')}</p>;
  return (
    <>
      <h3 className="lesson-stops-title">{t('lessons.panel.stops')}</h3>
      <ol className="lesson-stops" data-testid="lesson-stops">
        {stops.map((stop, i) => {
          const n = i + 1;
          return (
            <li
              // The index is the identity: stops have no id, and a reorder re-renders the list.
              key={i}
              className={dragged === i ? 'lesson-stop dragging' : 'lesson-stop'}
              data-testid="lesson-stop"
              onDragOver={(e) => {
                if (draggedRef.current === null) return;
                e.preventDefault(); // a drop here is allowed, and it is a move (not a text drop)
                e.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(e) => {
                e.preventDefault();
                const from = draggedRef.current;
                if (from !== null && from !== i) move(from, i);
                setDragged(null);
              }}
            >
              <div className="lesson-stop-head">
                <span
                  className="drag-handle"
                  draggable
                  role="img"
                  aria-label={t('lessons.panel.drag', { n })}
                  title={t('lessons.panel.drag', { n })}
                  data-testid="stop-drag"
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(i));
                    setDragged(i);
                  }}
                  onDragEnd={() => setDragged(null)}
                />
                <span className="stop-number">{n}</span>
                <span className="stop-where">{whereText(t, stop)}</span>
              </div>
              <input
                type="text"
                value={stop.title}
                maxLength={120}
                aria-label={t('lessons.panel.stopTitle', { n })}
                onChange={(e) => lessonActions.updateStop(id, i, { title: e.target.value })}
                data-testid="stop-title"
              />
              <textarea
                value={stop.note}
                maxLength={2000}
                rows={3}
                aria-label={t('lessons.panel.stopNote', { n })}
                onChange={(e) => lessonActions.updateStop(id, i, { note: e.target.value })}
                data-testid="stop-note"
              />
              <div className="lesson-stop-tools">
                {[
                  {
                    name: 'go',
                    label: t('lessons.panel.goLabel', { n }),
                    text: t('lessons.panel.go'),
                    act: () => void openStop(stop),
                  },
                  {
                    name: 'up',
                    label: t('lessons.panel.up', { n }),
                    text: '↑',
                    off: i === 0,
                    act: () => move(i, i - 1),
                  },
                  {
                    name: 'down',
                    label: t('lessons.panel.down', { n }),
                    text: '↓',
                    off: i === stops.length - 1,
                    act: () => move(i, i + 1),
                  },
                  {
                    name: 'duplicate',
                    label: t('lessons.panel.duplicate', { n }),
                    text: t('lessons.panel.duplicateShort'),
                    act: () => lessonActions.duplicateStop(id, i),
                  },
                  {
                    name: 'delete',
                    label: t('lessons.panel.remove', { n }),
                    text: '✕',
                    act: () => lessonActions.deleteStop(id, i),
                  },
                ].map((tool) => (
                  <button
                    key={tool.name}
                    type="button"
                    className="button"
                    aria-label={tool.label}
                    disabled={tool.off}
                    onClick={tool.act}
                    data-testid={`stop-${tool.name}`}
                  >
                    {tool.text}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {moved}
      </p>
    </>
  );
}
