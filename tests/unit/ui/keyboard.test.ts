// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTypingTarget } from '../../../src/ui/hooks/keyboard';

function input(type: string): HTMLInputElement {
  const el = document.createElement('input');
  el.type = type;
  return el;
}

describe('isTypingTarget', () => {
  it('text-like fields, textareas and selects keep every key', () => {
    for (const type of ['text', 'number', 'search', 'email', 'url'])
      for (const key of [' ', 'Home', '+', 'ArrowRight']) expect(isTypingTarget(input(type), key)).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'), ' ')).toBe(true);
    expect(isTypingTarget(document.createElement('select'), 'ArrowDown')).toBe(true);
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    // jsdom does not compute isContentEditable: set what a browser reports.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable, ' ')).toBe(true);
  });

  it('a checkbox lets every shortcut through', () => {
    for (const key of [' ', 'Home', 'End', '+', '-', 'ArrowRight'])
      expect(isTypingTarget(input('checkbox'), key)).toBe(false);
  });

  it('a slider keeps its arrows and lets Space, Home/End and +/− through', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'])
      expect(isTypingTarget(input('range'), key)).toBe(true);
    for (const key of [' ', 'Home', 'End', '+', '-']) expect(isTypingTarget(input('range'), key)).toBe(false);
  });

  it('buttons and the page itself are not fields', () => {
    expect(isTypingTarget(document.createElement('button'), ' ')).toBe(false);
    expect(isTypingTarget(document.body, ' ')).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
