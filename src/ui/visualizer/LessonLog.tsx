/**
 * The lesson log: the narration of every step up to the cursor, newest last, and an export of
 * the steps with their numbers (text, CSV or JSON) for an assignment.
 */
import type { TFunction } from 'i18next';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LESSON_LOG_MAX_ROWS, forEachStep, rowOf, type LessonRow } from '../../store/lessonLog';
import { hidesNumbers, useQuizStore } from '../../store/quizStore';
import type { MoveNotation } from '../../core/moveNotation';
import { useRunStore, type RunSetup } from '../../store/runStore';
import { useUiStore } from '../../store/uiStore';
import { saveFile } from '../saveFile';
import { narrate } from './narration';
import { useRunView } from './useRun';
import './lessonLog.css';
import { isRunning } from '../../store/isRunning';

const SHOWN = 30;

export function LessonLog() {
  const { t } = useTranslation();
  const view = useRunView();
  const setup = useRunStore((s) => s.setup);
  const busy = useRunStore(isRunning);
  // Moves are written as on every other screen: tile moves unless the reader asked for the blank's.
  const notation = useUiStore((s) => s.moveNotation);
  const list = useRef<HTMLOListElement>(null);
  // A quiz question with its numbers hidden: the steps' sentences would print them.
  const quizHides = useQuizStore(hidesNumbers);
  // Newest last, and in view.
  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  });
  if (!view) return null;
  const cursor = view.cursor;
  const lines: { step: number; text: string }[] = [];
  // While playing fast the log would be rebuilt every repaint: it waits for the pause.
  if (!busy)
    forEachStep(cursor - SHOWN + 1, cursor, (v) =>
      lines.push({ step: v.cursor, text: narrate(v, setup, t, null, notation) }),
    );
  return (
    <section className="panel side-panel lesson-log" aria-labelledby="log-title">
      <header className="panel-head">
        <h2 id="log-title" className="panel-title">
          {t('log.title')}
        </h2>
        <span className="count">{t('log.steps', { count: cursor })}</span>
      </header>
      {busy ? (
        <p className="muted">{t('log.paused')}</p>
      ) : quizHides && !view.final ? (
        <p className="muted">{t('narrate.hidden')}</p>
      ) : (
        // A scrolling list: focusable, so the keyboard can scroll it too.
        <ol ref={list} className="log-lines" data-testid="lesson-log" tabIndex={0} aria-labelledby="log-title">
          {lines.map((l) => (
            <li key={l.step} value={l.step}>
              {l.text}
            </li>
          ))}
        </ol>
      )}
      <div className="toolbar left">
        <span className="muted small">{t('log.export')}</span>
        {(['txt', 'csv', 'json'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            onClick={() => download(format, cursor, setup, t, notation)}
          >
            {format.toUpperCase()}
          </button>
        ))}
      </div>
    </section>
  );
}

function collect(cursor: number, setup: RunSetup, t: TFunction, notation: MoveNotation) {
  const rows: (LessonRow & { sentence: string })[] = [];
  forEachStep(1, Math.min(cursor, LESSON_LOG_MAX_ROWS), (v) =>
    rows.push({ ...rowOf(v), sentence: narrate(v, setup, t, null, notation) }),
  );
  return rows;
}

const COLUMNS: (keyof LessonRow | 'sentence')[] = [
  'step',
  'event',
  'node',
  'parent',
  'move',
  'g',
  'h',
  'f',
  'outcome',
  'frontier',
  'expanded',
  'generated',
  'bound',
  'sentence',
];

function csvCell(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function download(
  format: 'txt' | 'csv' | 'json',
  cursor: number,
  setup: RunSetup,
  t: TFunction,
  notation: MoveNotation,
) {
  const rows = collect(cursor, setup, t, notation);
  const truncated = cursor > LESSON_LOG_MAX_ROWS;
  const title = t('log.header', {
    algorithm: t(`algorithm.${setup.algorithm}`),
    board: setup.start.join(' '),
    goal: setup.goal.join(' '),
  });
  let text: string;
  if (format === 'json') {
    text = JSON.stringify({ setup, truncated, steps: rows }, null, 2);
  } else if (format === 'csv') {
    // The byte-order mark makes Excel read the file as UTF-8: without it Japanese sentences
    // come out garbled on a Windows PC set up for Japan.
    const body = [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => csvCell(r[c])).join(','))];
    text = `\uFEFF${body.join('\n')}`;
  } else {
    const lines = rows.map((r) => `${r.step}. ${r.sentence}`);
    text = [title, ...(truncated ? [t('log.truncated', { max: LESSON_LOG_MAX_ROWS })] : []), '', ...lines].join('\n');
  }
  const type = format === 'json' ? 'application/json' : format === 'csv' ? 'text/csv' : 'text/plain';
  saveFile(`frontier-${setup.algorithm}-steps.${format}`, text, type);
}
