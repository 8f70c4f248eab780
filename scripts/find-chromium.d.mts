// Types for the tests that import the finder (the script itself stays plain Node).
export declare const INSTALL_HINT: string;
export declare function locateChromium(
  env?: Record<string, string | undefined>,
  systemPath?: string,
): { path: string; error?: undefined } | { error: string; path?: undefined };
export declare function requireChromium(): string;
