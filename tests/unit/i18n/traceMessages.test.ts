/**
 * The checker's and readers' sentences in both languages: every code the core can say has an
 * English and a Japanese template, a Japanese template asks only for facts its English one has,
 * and every problem and refusal the checker and readers give on a set of traces (student
 * solvers with classic bugs, mutated traces, malformed lines, broken Posthoc documents) fills
 * every placeholder of its template in both languages: nothing reaches the screen as "{{x}}".
 */
import { describe, expect, it } from 'vitest';
import {
  TRACE_MESSAGES_EN,
  TRACE_PARTS_EN,
  fillTemplate,
  paramsText,
  type TraceMessage,
  type TraceMessageCode,
  type TraceWords,
} from '../../../src/core/trace/messages';
import { traceMessagesJa } from '../../../src/i18n/features/traceMessages.ja';
import { traceMessagesEn } from '../../../src/i18n/features/traceMessages.en';
import { checkTrace, readFrontierTrace, readPosthocTrace, type TraceReadResult } from '../../../src/core/trace';
import type { AlgorithmId } from '../../../src/core/events';
import { randomBoard } from '../core/trace/traceRuns';
import { studentTrace, type Bug, type Order } from '../core/trace/studentSolver';

const placeholders = (template: string): string[] => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

const JA_WORDS: TraceWords = {
  join: (_how, items) => items.join('、'),
  algorithm: (id) => `[${id}]`,
  part: (code, params) => fillTemplate(traceMessagesJa.part[code], params),
};
const EN_WORDS: TraceWords = { ...JA_WORDS, part: (code, params) => fillTemplate(TRACE_PARTS_EN[code], params) };

describe('every code has its templates', () => {
  it('English (the app’s is the core’s) and Japanese, for the same codes and parts', () => {
    expect(traceMessagesEn.message).toBe(TRACE_MESSAGES_EN);
    expect(Object.keys(traceMessagesJa.message).sort()).toEqual(Object.keys(TRACE_MESSAGES_EN).sort());
    expect(Object.keys(traceMessagesJa.part).sort()).toEqual(Object.keys(TRACE_PARTS_EN).sort());
  });

  it('a Japanese template asks for no fact its English one does not give', () => {
    for (const [code, en] of Object.entries(TRACE_MESSAGES_EN)) {
      const ja = traceMessagesJa.message[code as TraceMessageCode];
      for (const name of placeholders(ja)) expect(placeholders(en), `${code}: {{${name}}}`).toContain(name);
    }
    for (const [code, en] of Object.entries(TRACE_PARTS_EN)) {
      const ja = traceMessagesJa.part[code as keyof typeof TRACE_PARTS_EN];
      expect(placeholders(ja).sort(), code).toEqual(placeholders(en).sort());
    }
  });
});

/** The messages the core gives on a spread of traces, each with the code it came from. */
function messagesSaid(): TraceMessage[] {
  const out: TraceMessage[] = [];
  const fromRead = (read: TraceReadResult, algorithm?: AlgorithmId, heuristic?: string) => {
    if (!read.ok) {
      out.push({ code: read.error.messageCode, params: read.error.params });
      return;
    }
    const verdict = checkTrace(read.trace, { algorithm, heuristic, optimumBudget: 50_000 });
    if (verdict.problem !== null) out.push({ code: verdict.problem.code, params: verdict.problem.params });
    for (const note of verdict.notes) out.push({ code: note.code, params: note.params });
  };
  const orders: Order[] = ['f', 'g', 'h', 'fifo', 'lifo'];
  const bugs: Bug[] = ['none', 'no-closed-set', 'wrong-g', 'double-h', 'stop-at-generation'];
  const algorithms: (AlgorithmId | undefined)[] = [
    'astar',
    'bfs',
    'ucs',
    'greedy',
    'wastar',
    'dfs',
    'iddfs',
    'idastar',
    'rbfs',
    undefined,
  ];
  let n = 0;
  for (const order of orders) {
    for (const bug of bugs) {
      const lines = studentTrace(randomBoard(++n, 8), { order, bug, seed: n, writeDuplicates: n % 2 === 0 }, 300);
      for (const algorithm of algorithms) {
        fromRead(readFrontierTrace(lines.join('\n')), algorithm, n % 3 === 0 ? 'misplaced' : undefined);
        // Mutations: a line dropped, two lines swapped, a g raised, the end cut off.
        const k = 1 + (n % Math.max(1, lines.length - 2));
        const dropped = lines.filter((_, i) => i !== k);
        const swapped = [...lines];
        [swapped[k], swapped[k + 1]] = [swapped[k + 1], swapped[k]];
        const raised = lines.map((l, i) =>
          i === k ? l.replace(/"g": ?(\d+)/, (_m, g) => `"g": ${Number(g) + 1}`) : l,
        );
        for (const mutated of [dropped, swapped, raised, lines.slice(0, -1)]) {
          fromRead(readFrontierTrace(mutated.join('\n')), algorithm);
        }
      }
    }
  }
  // The notes of what could not be checked: optimality past the reference's budget, and an h
  // on a board that cannot reach the goal (no true cost to compare with).
  const solved = studentTrace(randomBoard(3, 12), { order: 'f' });
  const read = readFrontierTrace(solved.join('\n'));
  if (read.ok) {
    for (const note of checkTrace(read.trace, { optimumBudget: 1 }).notes) out.push(note);
  }
  fromRead(
    readFrontierTrace(
      [
        '{"trace":"frontier","version":1,"start":"1 3/2 0","goal":"1 2/3 0","algorithm":"astar","size":"2x2"}',
        '{"expand":"1 3/2 0","g":0,"h":99}',
        '{"failure":true}',
      ].join('\n'),
    ),
  );
  const start = '8 1 3/4 0 2/7 6 5';
  const goal = '1 2 3/4 5 6/7 8 0';
  const header = `{"trace": "frontier", "version": 1, "start": "${start}", "goal": "${goal}"`;
  const H = `${header}}`;
  const lines = [
    '[1,2]',
    '5',
    '"x"',
    'null',
    '{}',
    '{"a":1}',
    '{"a":1,"b":2}',
    '{"expand": 5}',
    '{"expand": ""}',
    'nope',
    '{"expand": "1 2 3/4 5 6/7 8 0", "q": 1}',
    `{"generate": "${start}"}`,
    `{"generate": "${start}", "parent": []}`,
    '{"solution": []}',
    '{"solution": [1]}',
    '{"failure": false}',
    '{"failure": true, "x": 1}',
    `{"expand": "${start}", "g": -1}`,
    `{"expand": "${start}", "h": "a"}`,
    '{"expand": "1 1 3/4 0 2/7 6 5"}',
    `{"solution": ["${start}", "9 9"]}`,
    `{"generate": "${start}", "parent": "1 1 3/4 0 2/7 6 5"}`,
  ];
  const headers = [
    '{"trace": "x"}',
    '{"trace": "frontier"}',
    '{"trace": "frontier", "version": 2}',
    '{"trace": "frontier", "version": "1"}',
    '{"trace": "frontier", "version": 1}',
    `{"trace": "frontier", "version": 1, "start": "${start}"}`,
    '{"trace": "frontier", "version": 1, "start": "1 2", "goal": "x"}',
    `{"trace": "frontier", "version": 1, "start": "${start}", "goal": "x"}`,
    `${header}, "domain": "mars"}`,
    `${header}, "algorithm": "zzz"}`,
    `${header}, "heuristic": "zzz"}`,
    `${header}, "size": "9"}`,
    `${header}, "weight": 0}`,
    `${header}, "algorithm": ""}`,
    `${header}, "x": 1}`,
    `{"expand": "${start}"}`,
  ];
  for (const line of lines) {
    fromRead(readFrontierTrace(`${H}\n${line}`));
    fromRead(readFrontierTrace(`${H}\n{"failure": true}\n${line}`));
  }
  for (const h of headers) fromRead(readFrontierTrace(h));
  fromRead(readFrontierTrace(''));
  fromRead(readFrontierTrace(`${H}\n${H}`));
  // Problems a student's solver seldom writes: each built by hand.
  const trace = (...ls: object[]) => [H, ...ls.map((l) => JSON.stringify(l))].join('\n');
  const up = '8 0 3/4 1 2/7 6 5';
  fromRead(readFrontierTrace(trace({ generate: up, parent: start }, { failure: true })), 'astar');
  fromRead(
    readFrontierTrace(
      trace(
        { expand: start },
        { generate: up, parent: start },
        { expand: up },
        { generate: '8 1 3/4 0 2/7 6 5', parent: start },
      ),
    ),
    'astar',
  );
  fromRead(readFrontierTrace(trace({ expand: start }, { generate: up, parent: start }, { failure: true })), 'astar');
  fromRead(readFrontierTrace(trace({ solution: [up] })));
  fromRead(readFrontierTrace(trace({ solution: [start, up] })));
  fromRead(readFrontierTrace(trace({ solution: [start, '8 1 3/4 6 2/7 0 5', up] })));
  fromRead(
    readFrontierTrace(
      trace({ expand: start }, { generate: up, parent: start, h: 2 }, { generate: up, parent: start, h: 3 }),
    ),
    'astar',
  );
  fromRead(readFrontierTrace(trace({ expand: start }, { expand: start })), 'dfs');
  fromRead(readFrontierTrace(trace({ expand: start, h: 30 })), 'astar');
  // One move from the goal: the goal tests, the solution's checks.
  const near = '1 2 3/4 5 6/7 0 8';
  const nearTrace = (...ls: object[]) =>
    [
      `{"trace": "frontier", "version": 1, "start": "${near}", "goal": "${goal}"}`,
      ...ls.map((l) => JSON.stringify(l)),
    ].join('\n');
  const left = '1 2 3/4 5 6/0 7 8';
  const reached = [{ expand: near }, { generate: goal, parent: near }];
  fromRead(readFrontierTrace(nearTrace(...reached, { solution: [near, goal] })), 'astar');
  fromRead(readFrontierTrace(nearTrace({ expand: near }, { solution: [near, goal] })), 'astar');
  fromRead(readFrontierTrace(nearTrace(...reached, { expand: goal }, { generate: near, parent: goal })));
  fromRead(readFrontierTrace(nearTrace(...reached, { failure: true })));
  fromRead(readFrontierTrace(nearTrace({ expand: near }, { generate: start, parent: near })));
  fromRead(readFrontierTrace(nearTrace({ expand: goal })));
  fromRead(readFrontierTrace(nearTrace({ solution: [near, left, goal] })));
  fromRead(readFrontierTrace(nearTrace(...reached, { expand: goal }, { solution: [near, left, near, goal] })));
  fromRead(readFrontierTrace(nearTrace({ solution: [near, left, near, goal] })), 'iddfs');
  fromRead(readFrontierTrace(nearTrace({ solution: [near, left, near, goal] })), 'idastar');
  // Posthoc documents with one thing wrong each.
  const cells = (board: string, extra: object) => {
    const out: Record<string, unknown> = { ...extra };
    board.split('/').forEach((row, y) => row.split(' ').forEach((t, x) => (out[`${x + 1}${y + 1}`] = Number(t))));
    return out;
  };
  const src = cells(start, { type: 'source' });
  const dst = cells(goal, { type: 'destination' });
  const posthoc = (events: unknown[], algorithm = 'astar', heuristic?: string) =>
    fromRead(readPosthocTrace(JSON.stringify({ events }), { algorithm, heuristic }));
  fromRead(readPosthocTrace('{', {}));
  fromRead(readPosthocTrace('{}', {}));
  posthoc([], 'astar', 'zz');
  posthoc([src]);
  posthoc([dst]);
  posthoc([src, dst, 5]);
  posthoc([src, dst, {}]);
  posthoc([src, dst, { type: 'end', id: 1 }]);
  posthoc([src, dst, { type: 'end' }, { type: 'x' }]);
  posthoc([src, dst, { type: 'generating', id: 1 }]);
  posthoc([src, dst, cells(up, { type: 'generating', id: 2, pId: 9 })]);
  posthoc([src, dst, { type: 'expanding', id: 7 }]);
  posthoc([src, dst, { type: 'generating', id: true }]);
  posthoc([
    src,
    dst,
    cells(start, { type: 'generating', id: 1 }),
    cells(up, { type: 'generating', id: 2, pId: 1, g: 'x' }),
  ]);
  posthoc([{ type: 'source' }, dst]);
  posthoc([src, dst, { ...cells(start, { type: 'generating', id: 1 }), 11: 'a' }]);
  posthoc([{ ...src, 11: 9 }, dst]);
  posthoc([src, { ...dst, 11: 9 }]);
  posthoc([src, dst, { ...cells(start, { type: 'generating', id: 1 }), 11: 9 }]);
  posthoc([src, dst, cells(start, { type: 'generating', id: 1, pId: 1 }), { type: 'end', id: 1 }]);
  return out;
}

describe('what the core says fills its templates', () => {
  const said = messagesSaid();

  it('in English and Japanese, with nothing left unfilled', () => {
    for (const message of said) {
      for (const [language, template, words] of [
        ['en', TRACE_MESSAGES_EN[message.code], EN_WORDS],
        ['ja', traceMessagesJa.message[message.code], JA_WORDS],
      ] as const) {
        const text = fillTemplate(template, paramsText(message.params, words));
        expect(text, `${language} ${message.code} ${JSON.stringify(message.params)}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('covers all but a few rare codes (so the check above is not empty)', () => {
    const seen = new Set(said.map((m) => m.code));
    const missing = Object.keys(TRACE_MESSAGES_EN).filter((c) => !seen.has(c as TraceMessageCode));
    expect(missing.length, `not said: ${missing.join(' ')}`).toBeLessThanOrEqual(4);
  });
});
