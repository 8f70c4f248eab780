/**
 * "Export animation": a range of steps (or the solution path) as an animated GIF for slides, or
 * the current step as a PNG. The frames come from the run's event log (framePlan.ts); a worker
 * draws and encodes them (src/workers/gif.worker.ts) with progress, and Cancel ends it. Its own
 * chunk, with its strings ('share' namespace), loaded on first use.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { useRunStore } from '../../store/runStore';
import { useUiStore } from '../../store/uiStore';
import { EXPORT_WIDTHS, frameLayout } from '../../workers/frameDrawing';
import { openAnimationWorker, type AnimationClient } from '../../workers/gifClient';
import { useModalDialog } from '../hooks/useModalDialog';
import { DEFAULT_DELAY_MS, DELAY_RANGE, checkExport, type ExportForm, type FormError } from './exportForm';
import { DEFAULT_SPAN, MAX_FRAMES, logUpTo, planSolution, planSteps } from './framePlan';
import { saveBlob } from '../saveFile';
import { stateViewsFor } from '../domains/stateViews';
import type { StateDrawing } from './viewImages';
import { planDomainSteps } from './domainFramePlan';
import { hasPicture } from './problemPicture';
import { pictureGrid, type ExportFrame } from '../../workers/frameDrawing';
import './export.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'working'; done: number; total: number }
  | { kind: 'done'; name: string; bytes: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  | { kind: 'invalid'; error: FormError };

export function ExportDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(['translation', 'share']);
  const ref = useModalDialog();
  const cursor = useRunStore((s) => s.cursor);
  const setup = useRunStore((s) => s.setup);
  const solved = useRunStore((s) => (s.view?.final?.type === 'solved' ? s.view.final : null));
  const notation = useUiStore((s) => s.moveNotation);
  // The solution move by move is the puzzle's (a map's run shows its route in its last steps).
  const onPuzzle = useRunStore((s) => s.session?.puzzle !== undefined && s.session?.puzzle !== null);
  const [form, setForm] = useState<ExportForm>(() => ({
    range: solved && onPuzzle ? 'solution' : 'steps',
    from: String(Math.max(1, cursor)),
    to: String(Math.max(1, cursor) + DEFAULT_SPAN),
    width: 480,
    delay: String(DEFAULT_DELAY_MS),
    loop: true,
  }));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const worker = useRef<AnimationClient | null>(null);
  // Closing the dialog stops an export under way.
  useEffect(() => () => worker.current?.terminate(), []);
  const update = (patch: Partial<ExportForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (status.kind === 'invalid') setStatus({ kind: 'idle' });
  };

  const session = useRunStore.getState().session;
  const puzzle = session?.puzzle;
  // A range may start a little past what is recorded: the run is made afresh that far (logUpTo).
  const limits = { lastStep: (session?.replayer.length ?? 0) + MAX_FRAMES, solutionMoves: solved?.path.length ?? null };
  const height = puzzle ? frameLayout(form.width, puzzle.rows, puzzle.cols).height : 0;
  const working = status.kind === 'working';

  const domain = session?.domain ?? null;
  // The puzzle's boards, or a road map or grid drawn whole (problemPicture.ts).
  const animates = puzzle !== undefined || (domain !== null && hasPicture(domain));
  /** Steps [from, to] as frames, with the board's shape the worker draws them in. */
  const stepFrames = (from: number, to: number): { frames: ExportFrame[]; rows: number; cols: number } => {
    if (!session) return { frames: [], rows: 1, cols: 1 };
    if (puzzle) {
      const log = logUpTo(session.replayer, setup, puzzle, to);
      const frames = log ? planSteps(log, setup, puzzle, { from, to }, t, notation) : [];
      return { frames, rows: puzzle.rows, cols: puzzle.cols };
    }
    const frames = domain ? planDomainSteps(session.replayer, setup, domain, { from, to }, t) : [];
    const picture = frames[0]?.picture;
    return { frames, ...(picture ? pictureGrid(picture) : { rows: 1, cols: 1 }) };
  };

  const start = async (what: 'gif' | 'png') => {
    if (!session || !animates) return;
    const checked = checkExport(form, limits);
    if (!checked.ok) {
      setStatus({ kind: 'invalid', error: checked.error });
      return;
    }
    const client = openAnimationWorker();
    if (!client) {
      setStatus({ kind: 'failed', message: t('share.export.noWorker') });
      return;
    }
    worker.current?.terminate();
    worker.current = client;
    const { value } = checked;
    const base = `frontier-${setup.algorithm}`;
    try {
      if (what === 'png') {
        const step = Math.max(1, cursor);
        const { frames, rows, cols } = stepFrames(step, step);
        if (!frames[0]) throw new Error(t('share.export.nothing'));
        const blob = await client.png(frames[0], rows, cols, value.width);
        const name = `${base}-step-${step}.png`;
        saveBlob(name, blob);
        setStatus({ kind: 'done', name, bytes: blob.size });
        return;
      }
      let plan: { frames: ExportFrame[]; rows: number; cols: number };
      let name: string;
      if (value.range.kind === 'solution') {
        if (!puzzle) throw new Error(t('share.export.nothing'));
        plan = { frames: planSolution(solved!.path, setup, puzzle, t), rows: puzzle.rows, cols: puzzle.cols };
        name = `${base}-solution.gif`;
      } else {
        const { from, to } = value.range.kind === 'steps' ? value.range : { from: 1, to: 1 };
        plan = stepFrames(from, to);
        name = `${base}-steps-${from}-${from + plan.frames.length - 1}.gif`;
      }
      const { frames, rows, cols } = plan;
      if (frames.length === 0) throw new Error(t('share.export.nothing'));
      setStatus({ kind: 'working', done: 0, total: frames.length });
      const bytes = await client.gif(
        { frames, rows, cols, width: value.width, delayMs: value.delayMs, loop: value.loop },
        // Progress comes on a port of its own: the last report may arrive after the result, and
        // must not turn "saved" back into "encoding" (nor speak for a cancelled export).
        (done, total) => {
          if (worker.current === client) setStatus({ kind: 'working', done, total });
        },
      );
      saveBlob(name, new Blob([bytes as BlobPart], { type: 'image/gif' }));
      setStatus({ kind: 'done', name, bytes: bytes.byteLength });
    } catch (error) {
      if (worker.current === client)
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (worker.current === client) {
        client.terminate();
        worker.current = null;
      }
    }
  };

  /** The frontier table or the search tree of this step, as a PNG or an SVG (viewImages.ts). */
  const saveImage = async (view: 'frontier' | 'tree', format: 'png' | 'svg') => {
    const replayView = useRunStore.getState().view;
    if (!session || !replayView) return;
    const domain = session.domain;
    const state: StateDrawing | null = puzzle
      ? { puzzle }
      : domain
        ? { label: (node) => stateViewsFor(domain.kind).label(domain, node.key) }
        : null;
    if (!state) return;
    try {
      // The tree's words (its legend) are the compare namespace's, as in the tree view.
      const [images] = await Promise.all([import('./viewImages'), i18n.loadNamespaces('compare')]);
      const treeT = (key: string) => i18n.t(key, { ns: ['translation', 'compare'] });
      const step = Math.max(1, cursor);
      const usesH = algorithmInfo(setup.algorithm)?.usesHeuristic ?? false;
      const titleValues = { step, algorithm: t(`algorithm.${setup.algorithm}`) };
      const image =
        view === 'frontier'
          ? images.frontierImage(replayView, state, usesH, {
              title: t('share.export.frontierTitle', titleValues),
              rank: t('frontier.rank'),
              node: t('frontier.node'),
              more: (count) => t('share.export.moreRows', { count }),
            })
          : images.treeImage(session.replayer, cursor, replayView, usesH, t('share.export.treeTitle', titleValues), {
              status: (name) => treeT(`compare.tree.status.${name}`),
              labelKey: t(usesH ? 'share.export.treeKeyH' : 'share.export.treeKeyG'),
            });
      const blob = format === 'png' ? await images.pngBlob(image) : images.svgBlob(image);
      const name = `frontier-${setup.algorithm}-${view}-step-${step}.${format}`;
      saveBlob(name, blob);
      setStatus({ kind: 'done', name, bytes: blob.size });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const cancel = () => {
    worker.current?.terminate();
    worker.current = null;
    setStatus({ kind: 'cancelled' });
  };

  return createPortal(
    <dialog
      ref={ref}
      className="modal-dialog export-dialog"
      aria-labelledby="export-title"
      data-testid="export-dialog"
      onKeyDown={(e) => e.stopPropagation() /* its keys are not the page's shortcuts */}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form
        className="export-body"
        onSubmit={(e) => {
          e.preventDefault();
          void start('gif');
        }}
      >
        <header className="export-head">
          <h2 id="export-title">{t('share.export.title')}</h2>
          <button type="button" className="button" onClick={onClose}>
            {t('share.export.close')}
          </button>
        </header>
        <p className="muted">{t('share.export.intro')}</p>
        {!animates && (
          <p className="export-note" data-testid="export-puzzle-only">
            {t('share.export.animationPuzzleOnly')}
          </p>
        )}
        <fieldset disabled={working || !animates}>
          <legend>{t('share.export.range')}</legend>
          <label className="export-choice">
            <input
              type="radio"
              name="export-range"
              checked={form.range === 'steps'}
              onChange={() => update({ range: 'steps' })}
            />
            {t('share.export.rangeSteps')}
          </label>
          <div className="export-row">
            <StepField label={t('share.export.from')} field="from" form={form} update={update} />
            <StepField label={t('share.export.to')} field="to" form={form} update={update} />
          </div>
          {puzzle && (
            <label className="export-choice">
              <input
                type="radio"
                name="export-range"
                checked={form.range === 'solution'}
                disabled={!solved}
                onChange={() => update({ range: 'solution' })}
                data-testid="export-solution"
              />
              {solved
                ? t('share.export.rangeSolution', { count: solved.path.length })
                : t('share.export.rangeSolutionLater')}
            </label>
          )}
        </fieldset>
        <fieldset disabled={working || !animates} className="export-row">
          <legend>{t('share.export.look')}</legend>
          <label>
            {t('share.export.width')}
            <select
              value={form.width}
              onChange={(e) => update({ width: Number(e.target.value) })}
              data-testid="export-width"
            >
              {EXPORT_WIDTHS.map((w) => (
                <option key={w} value={w}>
                  {t('share.export.widthOption', { width: w })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('share.export.delay', DELAY_RANGE)}
            <input
              inputMode="numeric"
              value={form.delay}
              onChange={(e) => update({ delay: e.target.value })}
              data-testid="export-delay"
            />
          </label>
          <label className="export-choice">
            <input type="checkbox" checked={form.loop} onChange={(e) => update({ loop: e.target.checked })} />
            {t('share.export.loop')}
          </label>
        </fieldset>
        {puzzle && (
          <p className="muted small" data-testid="export-budget">
            {t('share.export.budget', { max: MAX_FRAMES, width: form.width, height })}
          </p>
        )}
        <StatusLine status={status} />
        <div className="toolbar left">
          {working ? (
            <button type="button" className="button" onClick={cancel} data-testid="export-cancel">
              {t('share.export.cancel')}
            </button>
          ) : (
            <>
              <button type="submit" className="button primary" disabled={!animates} data-testid="export-gif">
                {t('share.export.gif')}
              </button>
              <button
                type="button"
                className="button"
                disabled={!animates}
                onClick={() => void start('png')}
                data-testid="export-png"
              >
                {t('share.export.png')}
              </button>
            </>
          )}
        </div>
        <fieldset disabled={working} className="toolbar left">
          <legend>{t('share.export.images')}</legend>
          {(['frontier', 'tree'] as const).map((view) =>
            (['png', 'svg'] as const).map((format) => (
              <button
                key={`${view}-${format}`}
                type="button"
                className="button"
                onClick={() => void saveImage(view, format)}
                data-testid={`export-${view}-${format}`}
              >
                {t(`share.export.${view}${format === 'png' ? 'Png' : 'Svg'}`)}
              </button>
            )),
          )}
        </fieldset>
      </form>
    </dialog>,
    document.body,
  );
}

/** "From step" or "To step": text, so a wrong entry can be named rather than silently clamped. */
function StepField({
  label,
  field,
  form,
  update,
}: {
  label: string;
  field: 'from' | 'to';
  form: ExportForm;
  update: (patch: Partial<ExportForm>) => void;
}) {
  return (
    <label>
      {label}
      <input
        inputMode="numeric"
        value={form[field]}
        disabled={form.range !== 'steps'}
        onChange={(e) => update({ [field]: e.target.value })}
        data-testid={`export-${field}`}
      />
    </label>
  );
}

function StatusLine({ status }: { status: Status }) {
  const { t } = useTranslation(['translation', 'share']);
  switch (status.kind) {
    case 'idle':
      return null;
    case 'working':
      return (
        <div className="export-progress" data-testid="export-progress">
          <progress max={status.total} value={status.done} aria-label={t('share.export.progressLabel')} />
          <span role="status">{t('share.export.progress', { done: status.done, total: status.total })}</span>
        </div>
      );
    case 'done':
      return (
        <p role="status" data-testid="export-done">
          {t('share.export.done', { name: status.name, size: Math.max(1, Math.round(status.bytes / 1024)) })}
        </p>
      );
    case 'cancelled':
      return <p role="status">{t('share.export.cancelled')}</p>;
    case 'failed':
      return (
        <p role="alert" className="notice danger">
          {t('share.export.failed', { message: status.message })}
        </p>
      );
    case 'invalid':
      return (
        <p role="alert" className="notice danger" data-testid="export-error" data-error={status.error.key}>
          {t(`share.export.error.${status.error.key}`, status.error)}
        </p>
      );
  }
}
