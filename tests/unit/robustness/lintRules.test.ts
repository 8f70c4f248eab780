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

const LIB = 'src/lib/lintFixture.ts';

describe('src/lib, the package as a library, is pure over core', () => {
  it('importing core passes', async () => {
    expect(await rulesFired("import { parseBoard } from '../core/parse';\nexport { parseBoard };\n", LIB)).toEqual([]);
  });

  it.each([
    ["import { useRunStore } from '../store/runStore';", 'the store'],
    ["import { readScenario } from '../links';", 'the link codec'],
    ["import { main } from '../cli/frontier';", 'the command line (Node only)'],
    ["import { useState } from 'react';", 'React'],
  ])('%s is refused (%s)', async (line) => {
    expect(await rulesFired(`${line}\nexport {};\n`, LIB)).toContain('no-restricted-imports');
  });

  it('core may not import lib, and a browser global is refused', async () => {
    expect(await rulesFired("import { solve } from '../lib';\nexport {};\n", CORE)).toContain('no-restricted-imports');
    expect(await rulesFired('export const x = () => location.search;\n', LIB)).toEqual(['no-restricted-globals']);
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

describe('algorithm ids are compared only in src/core/solvers and src/i18n', () => {
  const STORE = 'src/store/lintFixture.ts';
  const compared = (rules: string[]) => rules.filter((r) => r === 'no-restricted-syntax').length;

  it.each([
    ["export const f = (algorithm: string) => algorithm === 'astar';", '==='],
    ["export const f = (algorithm: string) => algorithm !== 'idastar';", '!=='],
    ["export const f = (a: { id: string }) => 'wastar' == a.id;", '== with the literal first'],
    [
      "export function f(algorithm: string) {\n  switch (algorithm) {\n    case 'hill':\n      return 1;\n    default:\n      return 0;\n  }\n}",
      'a switch case',
    ],
    ["export const f = (algorithm: string) => ['greedy', 'ucs'].includes(algorithm);", 'an includes list'],
    ["export const f = (algorithm: string) => new Set(['beam']).has(algorithm);", 'a set of ids'],
    ["export const FIELDS: Record<'hill' | 'anneal', number> = { hill: 1, anneal: 2 };", 'a Record keyed by ids'],
  ])('%s is refused (%s)', async (code) => {
    for (const path of [UI, STORE, LINKS, CORE, 'src/cli/lintFixture.ts', 'src/workers/lintFixture.ts']) {
      expect(compared(await rulesFired(`${code}\n`, path)), path).toBeGreaterThan(0);
    }
  });

  it('knows every algorithm of the registry', async () => {
    const { ALGORITHMS } = await import('../../../src/core/solvers/algorithms');
    for (const { id } of ALGORITHMS) {
      const code = `export const f = (algorithm: string) => algorithm === '${id}';\n`;
      expect(await rulesFired(code, UI), id).toEqual(['no-restricted-syntax']);
    }
  });

  it.each([
    ["export const preset = { algorithm: 'astar', heuristic: 'manhattan' };", 'an object literal naming one'],
    ["export const panes = [{ algorithm: 'bfs' }, { algorithm: 'idastar' }];", 'a list of presets'],
    ["export const start = (load: (id: string) => void) => load('hill');", 'an argument'],
    ["export const f = (kind: string) => kind === 'queue' || kind === 'walk';", 'other words'],
  ])('%s passes (%s)', async (code) => {
    expect(await rulesFired(`${code}\n`, STORE)).toEqual([]);
  });

  it.each(['src/core/solvers/lintFixture.ts', 'src/i18n/lintFixture.ts'])('%s may compare ids', async (path) => {
    expect(await rulesFired("export const f = (algorithm: string) => algorithm === 'astar';\n", path)).toEqual([]);
  });

  it('the raw-HTML rules still hold where ids are refused too', async () => {
    expect(await rulesFired('export const x = () => (document.body.innerHTML = "<b>x</b>");\n', STORE)).toEqual([
      'no-restricted-syntax',
    ]);
  });
});
