// Types for the tests and the benchmark that import the measure (the script itself stays plain Node).
export declare const INITIAL_SCRIPT_TARGET_GZIP: number;
export declare const INITIAL_SCRIPT_LIMIT_GZIP: number;
export declare function staticImports(code: string): string[];
export declare function measureInitialScript(dist: string): {
  files: { path: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
};
export declare function initialSources(dist: string): string[];
