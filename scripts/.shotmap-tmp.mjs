import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { requireChromium } from './find-chromium.mjs';
const executablePath = await requireChromium();
const server = spawn('npx', ['vite', 'preview', '--outDir', '/tmp/dist-main', '--port', '4195', '--strictPort'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2500));
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const context = await browser.newContext();
const page = await context.newPage();
const overlaps = async (view) => view.locator('text.city-name, text.city-values, text.road-length').evaluateAll((texts) => {
  const ls = texts.map((t) => ({ t: t.textContent, k: t.getAttribute('class'), r: t.getBoundingClientRect() }));
  const out = [];
  ls.forEach((a, i) => ls.slice(i + 1).forEach((b) => {
    const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
    const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
    if (w > 0.5 && h > 0.5) out.push(`${a.k}:${a.t} / ${b.k}:${b.t}`);
  }));
  return out;
});
try {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('http://localhost:4195/?domain=road-map&start=Arad&goal=Bucharest&algorithm=astar&step=16');
  await page.getByRole('button', { name: 'Projector' }).click();
  await page.waitForTimeout(800);
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByRole('button', { name: 'Greedy vs A* on Romania', exact: true }).click();
  await page.getByRole('button', { name: 'Run to end' }).click();
  await page.waitForTimeout(1500);
  for (const l of ['A', 'B']) console.log(l, await overlaps(page.getByTestId(`pane-${l}`).getByTestId('problem-view')));
  await page.screenshot({ path: '/tmp/shot-compare-1024.png' });
  await page.getByTestId('pane-A').screenshot({ path: '/tmp/shot-compare-paneA.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('http://localhost:4195/?domain=road-map&start=Arad&goal=Bucharest&algorithm=astar&step=16');
  await page.waitForTimeout(1500);
  console.log('phone', await overlaps(page.getByTestId('problem-view')));
  await page.getByTestId('problem-view').screenshot({ path: '/tmp/shot-phone-map.png' });
} finally {
  await browser.close();
  server.kill();
}
