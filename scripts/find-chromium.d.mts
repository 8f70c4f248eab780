// Types for the tests that import the finder (the script itself stays plain Node).
export declare const BUNDLED_PACKAGE: string;
export declare function bundledHint(reason: string): string;
export declare function locateChromium(
  env?: Record<string, string | undefined>,
  bundled?: () => Promise<string>,
): Promise<{ path: string; error?: undefined } | { error: string; path?: undefined }>;
export declare function requireChromium(): Promise<string>;
