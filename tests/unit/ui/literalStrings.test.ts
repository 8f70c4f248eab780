/**
 * The lint guard against hard-coded words in components (eslint.config.js,
 * i18next/no-literal-string): it must catch English a reader would see, in text, in JSX
 * expressions and in accessible names, and let symbols, numbers and identifiers through.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function literalErrors(jsx: string): Promise<number> {
  const code = `export function X({ on, n }: { on: boolean; n: number }) {\n  return ${jsx};\n}\n`;
  const [result] = await eslint.lintText(code, { filePath: 'src/ui/LintProbe.tsx' });
  return result.messages.filter((m) => m.ruleId === 'i18next/no-literal-string').length;
}

describe('no hard-coded strings in src/ui', () => {
  it.each([
    ['text between tags', '<p>Hello there</p>'],
    ['a single capitalised word', '<button>Stop</button>'],
    ['a literal inside an expression', "<span>{on ? 'Show more' : 'Hide'}</span>"],
    ['an accessible name', '<button aria-label="Close">×</button>'],
    ['a title built from a template', '<abbr title={`Goal ${n}`}>g</abbr>'],
  ])('catches %s', async (_what, jsx) => {
    expect(await literalErrors(jsx)).toBeGreaterThan(0);
  });

  it.each([
    ['symbols and numbers', '<span>× ▶ ⇄ 1–3 (42%)</span>'],
    ['algorithm names that read the same in every language', '<b>A* IDA* BFS CSV</b>'],
    [
      'identifiers',
      '<div className="board" data-testid="play-board" role="status">{on ? \'frontier\' : \'tree\'}</div>',
    ],
  ])('allows %s', async (_what, jsx) => {
    expect(await literalErrors(jsx)).toBe(0);
  });
});
