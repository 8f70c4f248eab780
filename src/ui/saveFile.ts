/**
 * Hands a text to the browser as a downloaded file (the lab's table). The lesson log keeps its own
 * few lines for the same: it is in the first download, where a shared module costs bytes.
 */
export function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // Revoked a moment later: some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
