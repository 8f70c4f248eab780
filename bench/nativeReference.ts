/**
 * The native solver Korf's 100 is compared with: MichaelKim/15puzzle, C++ built with g++ -O3
 * -march=native, with its own 6-6-3 pattern databases (built in its run), walking distance and
 * reflection. Its repository carries no licence (checked 2026-12-03: no LICENSE file, no notice
 * in its README or sources), so the project may neither vendor its source nor have the bench
 * fetch it: the bench prints the last figure measured beside ours on this machine instead, with
 * its date, and says that it was not run.
 */
export const NATIVE_KORF100 = {
  name: 'native C++ (MichaelKim/15puzzle)',
  /** Korf's 100 including its database build, wall clock. */
  ms: 78_000,
  date: '2026-12-03',
  how: 'recorded, not run here: its source has no licence to vendor or fetch it',
} as const;

/** The target: ours, tables built fresh, in at most this share of the native time. */
export const NATIVE_TARGET_SHARE = 0.1;
