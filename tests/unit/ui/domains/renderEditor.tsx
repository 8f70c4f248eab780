/**
 * Rendering a map editor in a test as the app mounts it: i18next started in a language (its
 * catalogues loaded as the app loads them), and the editor controlled by a text that each
 * onChange replaces, so a test can read what the editor wrote.
 */
import { act, render } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { i18n, initI18n, type Language } from '../../../../src/i18n';

export interface Controlled {
  /** The text as the editor last wrote it. */
  text: () => string;
  changes: () => number;
}

export async function renderEditor(
  Editor: ComponentType<{ text: string; onChange(text: string): void }>,
  initial: string,
  language: Language = 'en',
): Promise<Controlled & ReturnType<typeof render>> {
  await initI18n(language);
  await i18n.loadNamespaces('mapEditors');
  let current = initial;
  let count = 0;
  function Host() {
    const [text, setText] = useState(initial);
    return (
      <Editor
        text={text}
        onChange={(next) => {
          current = next;
          count++;
          setText(next);
        }}
      />
    );
  }
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <Suspense fallback={null}>
        <Host />
      </Suspense>,
    );
  });
  return Object.assign(view, { text: () => current, changes: () => count });
}
