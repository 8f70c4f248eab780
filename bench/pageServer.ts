/**
 * The built page for the benchmarks that measure in Chromium: a production build in its own
 * folder, served by `vite preview` on its own port (so a bench can run beside the e2e suite),
 * and the pinned Chromium launched with the project's arguments.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { requireChromium } from '../scripts/find-chromium.mjs';

export interface PageBuild {
  name: string;
  dist: string;
  port: number;
  env: Record<string, string>;
  /** The checkout to build and serve from (another commit's, for `bench:against`); this one by default. */
  cwd?: string;
}

export function buildPage(v: PageBuild): void {
  const out = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', v.dist], {
    cwd: v.cwd,
    stdio: 'inherit',
    env: { ...process.env, ...v.env },
  });
  if (out.status !== 0) throw new Error(`build of ${v.name} failed`);
}

export async function servePage(v: PageBuild): Promise<ChildProcess> {
  const vite = 'node_modules/.bin/vite';
  const server = spawn(vite, ['preview', '--outDir', v.dist, '--port', String(v.port), '--strictPort'], {
    cwd: v.cwd,
    stdio: 'ignore',
  });
  // A minute: vite starts in about a second, but this machine is shared and often busy.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${v.port}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`vite preview for ${v.name} did not start`);
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: await requireChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}
