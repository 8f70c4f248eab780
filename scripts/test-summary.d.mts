// Types for the tests that import the summary (the script itself stays plain Node).
export interface Summary {
  line: string;
  passed: number;
  failed: number;
  skipped: number;
  problems: string[];
}
export declare function summarize(vitest: unknown, playwright: unknown): Summary;
export declare function skippedNames(vitest: unknown, playwright: unknown): string[];
export declare function exitCode(summary: Summary, env: Record<string, string | undefined>): number;
