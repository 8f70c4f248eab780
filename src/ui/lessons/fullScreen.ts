/**
 * The presenter fills the screen when the browser lets it: entering needs the teacher's click
 * (Present), and a frame needs `allow="fullscreen"`. Refused, it stays in the page, in projector
 * style, which is enough on a projector; a lesson link opened by a student never asks.
 */
export function enterFullScreen(): void {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen().catch(() => undefined);
}

export function leaveFullScreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}
