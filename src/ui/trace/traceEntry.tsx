/**
 * The search-trace part, loaded when the page is idle (lazyParts.ts PRELOAD_ORDER): nothing of it
 * is in the first download. Once here it mounts its own small React root: the header's "Open a
 * trace" button (a portal into the header's controls), the panel, and the page-wide ways in:
 * a file dropped anywhere on the page, and trace text pasted (Ctrl+V) anywhere outside a field.
 */
import { createRoot } from 'react-dom/client';
import { i18n } from '../../i18n';
import { useAppStore } from '../../store/appStore';
import { useTraceStore } from '../../store/traceStore';
import { TraceLayer } from './TraceLayer';
import { TRACE_NS } from './traceNamespace';
import { followTraceLink } from './traceLink';
import { showDropHint, useTracePanel } from '../../store/tracePanel';
import './trace.css';

/** Pasted text that is a trace (frontier-trace's header, or a Posthoc document) and not a board. */
function looksLikeTrace(text: string): boolean {
  const head = text.trimStart().slice(0, 200);
  return /^\{\s*"trace"\s*:/.test(head) || /^\{\s*"(events|eventList)"\s*:/.test(head);
}

/** Every way in opens the trace the same: the panel, and the visualizer that replays it (from any mode). */
function openFile(file: Blob, name: string): void {
  useAppStore.getState().setMode('visualize');
  useTracePanel.getState().setOpen(true);
  useTraceStore.getState().open(file, name);
}

function hasFiles(e: DragEvent): boolean {
  return e.dataTransfer !== null && [...e.dataTransfer.types].includes('Files');
}

function listen(): void {
  window.addEventListener('dragover', (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault(); // allows the drop
    e.dataTransfer!.dropEffect = 'copy';
    showDropHint(true);
  });
  window.addEventListener('dragleave', (e) => {
    if (e.relatedTarget === null) showDropHint(false); // the pointer left the window
  });
  window.addEventListener('drop', (e) => {
    showDropHint(false);
    const file = e.dataTransfer?.files[0];
    if (file === undefined) return;
    e.preventDefault(); // the browser would otherwise navigate to the file
    openFile(file, file.name);
  });
  document.addEventListener('paste', (e) => {
    const target = e.target;
    if (target instanceof Element && target.closest('input, textarea, [contenteditable="true"]') !== null) return;
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (!looksLikeTrace(text)) return;
    e.preventDefault();
    openFile(new Blob([text], { type: 'text/plain' }), i18n.t('trace.pasted', { ns: TRACE_NS }));
  });
}

/**
 * The part's strings, both languages, as a namespace of its own ('trace'): added here rather
 * than in the first download's list of catalogues (src/i18n/index.ts), which is at its byte limit.
 * The checker's sentences come with them (traceMessage, tracePart), for the verdict and refusals.
 */
async function addStrings(): Promise<void> {
  const [en, ja, messagesEn, messagesJa] = await Promise.all([
    import('../../i18n/features/trace.en'),
    import('../../i18n/features/trace.ja'),
    import('../../i18n/features/traceMessages.en'),
    import('../../i18n/features/traceMessages.ja'),
  ]);
  const messages = (m: { message: object; part: object }) => ({ traceMessage: m.message, tracePart: m.part });
  i18n.addResourceBundle('en', TRACE_NS, { trace: en.traceEn, ...messages(messagesEn.traceMessagesEn) });
  i18n.addResourceBundle('ja', TRACE_NS, { trace: ja.traceJa, ...messages(messagesJa.traceMessagesJa) });
}

let mounted = false;

/** Mounts the part once (its strings first, so it never shows a key). */
export async function mountTracePart(): Promise<void> {
  if (mounted) return;
  mounted = true;
  await addStrings();
  const host = document.createElement('div');
  host.className = 'trace-root';
  document.body.appendChild(host);
  createRoot(host).render(<TraceLayer openFile={openFile} />);
  listen();
  followTraceLink();
}

void mountTracePart();
