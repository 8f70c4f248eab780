/** Hands a text to the browser as a downloaded file (the lesson log, the lab's table). */
export function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // Revoked a moment later: some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
