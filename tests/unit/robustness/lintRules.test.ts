/**
 * The lint rules that carry the architecture and the security promises, run on small fixture
 * files through ESLint's own API, so a config edit that silently drops one fails here.
 */
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../../..') });

/** The rule ids ESLint reports for this code, as if it were the file at `path`. */
async function rulesFired(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const CORE = 'src/core/lintFixture.ts';
const UI = 'src/ui/lintFixture.tsx';

describe('src/core stays pure', () => {
  it('a clean core file passes (the fixtures below fail for their one reason)', async () => {
    expect(
      await rulesFired("import { makePuzzle } from './puzzle';\nexport const p = makePuzzle(3, 3);\n", CORE),
    ).toEqual([]);
  });

  it.each([
    ["import { registerOffline } from '../pwa';", 'the service worker registration'],
    ["import '../main';", 'the React entry'],
    ["import { useStore } from '../store/runStore';", 'the store'],
    ["import { App } from '../ui/App';", 'the UI'],
    ["import { create } from 'zustand';", 'zustand'],
    ["import { useState } from 'react';", 'React'],
  ])('%s is refused (%s)', async (line) => {
    expect(await rulesFired(`${line}\nexport {};\n`, CORE)).toContain('no-restricted-imports');
  });

  it.each([
    'location.href',
    'sessionStorage.getItem("x")',
    'localStorage.getItem("x")',
    'requestAnimationFrame(() => 0)',
    'document.title',
    'window.innerWidth',
  ])('the browser global in %s is refused', async (expression) => {
    expect(await rulesFired(`export const x = () => ${expression};\n`, CORE)).toEqual(['no-restricted-globals']);
  });
});

const LINKS = 'src/links/lintFixture.ts';

describe('src/links is a pure codec over core', () => {
  it('importing core passes', async () => {
    expect(
      await rulesFired("import { makePuzzle } from '../core/puzzle';\nexport const p = makePuzzle(3, 3);\n", LINKS),
    ).toEqual([]);
  });

  it.each([
    ["import { useRunStore } from '../store/runStore';", 'the store'],
    ["import { App } from '../ui/App';", 'the UI'],
    ["import { create } from 'zustand';", 'zustand'],
    ["import { useState } from 'react';", 'React'],
  ])('%s is refused (%s)', async (line) => {
    expect(await rulesFired(`${line}\nexport {};\n`, LINKS)).toContain('no-restricted-imports');
  });

  it('core may not import links', async () => {
    expect(await rulesFired("import { readScenario } from '../links';\nexport {};\n", CORE)).toContain(
      'no-restricted-imports',
    );
  });

  it('a browser global is refused', async () => {
    expect(await rulesFired('export const x = () => location.search;\n', LINKS)).toEqual(['no-restricted-globals']);
  });
});

describe('no code from strings, no raw HTML', () => {
  it.each([
    ['eval("1")', 'no-eval'],
    ['new Function("return 1")', 'no-new-func'],
    ['document.write("<b>x</b>")', 'no-restricted-properties'],
    ['document.body.insertAdjacentHTML("beforeend", "<b>x</b>")', 'no-restricted-properties'],
    ['(document.body.outerHTML = "<b>x</b>")', 'no-restricted-properties'],
    ['(document.body.innerHTML = "<b>x</b>")', 'no-restricted-syntax'],
  ])('%s is refused in src/ui', async (expression, rule) => {
    expect(await rulesFired(`export const x = () => ${expression};\n`, UI)).toContain(rule);
  });

  it('dangerouslySetInnerHTML is refused', async () => {
    const code = 'export const X = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;\n';
    expect(await rulesFired(code, UI)).toContain('no-restricted-syntax');
  });
});
