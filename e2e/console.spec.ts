import { cardFields, startCheckout } from './checkout-support';
import { expect, test } from './test';

/**
 * Every test of the suite runs under the console watch of e2e/test.ts (no error or warning from any page
 * or frame, but the browser's own offline noise it lists), so the journeys themselves prove the SDK and
 * the demo print none; this file proves the watch hears the page, the vault's frame, and an exception.
 */
test('the console watch hears a warning of the page, an error of the vault frame, an uncaught error', async ({
  page,
  consoleProblems,
}) => {
  await startCheckout(page, { path: '/checkout-secure.html' });
  const frame = cardFields(page, 'secure-fields');
  await expect(frame.getByLabel('Card number')).toBeVisible();
  expect(consoleProblems).toEqual([]);

  await page.evaluate(() => console.warn('railkit watch: page'));
  await frame.locator('body').evaluate(() => console.error('railkit watch: frame'));
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('railkit watch: uncaught');
    }),
  );
  await expect
    .poll(() => consoleProblems.map((line) => line.replace(/ \(.*\)$/, '')))
    .toEqual(
      expect.arrayContaining([
        'warning: railkit watch: page',
        'error: railkit watch: frame',
        'uncaught: railkit watch: uncaught',
      ]),
    );
  // Heard: the lines this test provoked are not ones the watch should fail it for.
  consoleProblems.length = 0;
});
