/**
 * The first-load measure behind the 150 kB build test: it follows index.html's module script
 * and static imports only, and counts gzip bytes (a chunk loaded by import() is not counted).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measureInitialScript, staticImports } from '../../../scripts/initial-script.mjs';

const dist = mkdtempSync(join(tmpdir(), 'frontier-initial-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function file(path: string, text: string) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
}

describe('staticImports', () => {
  it('reads minified static imports and re-exports, never import()', () => {
    const code =
      'import{a as b}from"./x.js";import"./side.js";export*from"./re.js";' +
      'const l=()=>import("./lazy.js");import {c} from "https://cdn/y.js";var important=1;';
    expect(staticImports(code)).toEqual(['./x.js', './side.js', './re.js']);
  });
});

describe('measureInitialScript', () => {
  const entry = 'import{v}from"./vendor.js";const open=()=>import("./mode.js");console.log(v,open);';
  const vendor = `import"./shared.js";export const v=${JSON.stringify('r'.repeat(5000))};`;
  file('index.html', '<script type="module" crossorigin src="./assets/index.js"></script>');
  file('assets/index.js', entry);
  file('assets/vendor.js', vendor);
  file('assets/shared.js', 'export const s=1;');
  file('assets/mode.js', 'export const m="this chunk loads when a mode is opened";'.repeat(100));

  it('follows the entry and its static imports, transitively, once each', () => {
    const measured = measureInitialScript(dist);
    expect(measured.files.map((f) => f.path)).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/shared.js']);
    const expected = [entry, vendor, 'export const s=1;'].reduce((n, text) => n + gzipSync(text).length, 0);
    expect(measured.gzip).toBe(expected);
  });

  it('fails loudly on a build without a module script', () => {
    const empty = mkdtempSync(join(dist, 'empty-'));
    writeFileSync(join(empty, 'index.html'), '<p>no script</p>');
    expect(() => measureInitialScript(empty)).toThrow(/no module script/);
  });
});
