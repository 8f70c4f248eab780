/**
 * A worker whose script fails to load or crashes (an 'error' event) never answers its comlink
 * calls, which would leave a progress bar spinning forever. `guard` races each call against
 * that event, so the caller gets a rejection it can show instead.
 */
export function failOnWorkerError(worker: Worker): <T>(call: Promise<T>) => Promise<T> {
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'the background worker failed to start'));
    });
  });
  // Nobody may be waiting when it fails: keep that from being an unhandled rejection.
  failed.catch(() => undefined);
  return (call) => Promise.race([call, failed]);
}
