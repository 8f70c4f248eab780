/**
 * Bytes as base64url text and back: how a compressed lesson (lessonLink.ts) and a compressed
 * map (mapText.ts) sit in a link without escaping.
 */
import { strFromU8, strToU8 } from 'fflate';

export function toBase64Url(bytes: Uint8Array): string {
  return btoa(strFromU8(bytes, true)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null for anything but base64url text. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return strToU8(atob(padded), true);
}
