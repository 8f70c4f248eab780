// Types for the tests that import the summary (the script itself stays plain Node).
export declare function summarize(
  vitest: unknown,
  playwright: unknown,
): { line: string; passed: number; failed: number; problems: string[] };
