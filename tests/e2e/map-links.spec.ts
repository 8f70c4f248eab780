/**
 * A map of the teacher's own opened from its link (`maptext=`, compressed: src/links/mapText.ts):
 * the typed cities are drawn and searched; a link whose map does not unpack says so in the link
 * notice and shows Romania instead, without an error.
 */
import { deflateSync, strToU8 } from 'fflate';
import { expect, test } from './fixtures';

const packed = (text: string) => Buffer.from(deflateSync(strToU8(text), { level: 9 })).toString('base64url');

const MAP = 'Alpha @ 0 0\nBeta @ 100 0\nGamma @ 100 100\nAlpha Beta 3\nBeta Gamma 4\nAlpha Gamma 9';

test('a typed road map opens from its link and is searched; a broken one is named and Romania shown', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`./?domain=road-map&maptext=${packed(MAP)}&start=Alpha&goal=Gamma&algorithm=ucs`);
  const map = page.getByTestId('problem-view');
  await expect(map.locator('[data-city]')).toHaveCount(3);
  await expect(map.locator('[data-city="Alpha"]')).toHaveAttribute('data-status', 'frontier');
  await page.keyboard.press('End');
  await expect(map).toHaveAttribute('data-path', 'Alpha > Beta > Gamma');
  await expect(map).toHaveAttribute('data-cost', '7');

  await page.goto('./?domain=road-map&maptext=AAAAAAAA&start=Alpha&goal=Gamma');
  await expect(page.getByTestId('link-notice')).toContainText('maptext');
  await expect(map.locator('[data-city]')).toHaveCount(20);
  expect(consoleErrors).toEqual([]);
});
