import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';

// Serious and critical WCAG A/AA problems fail the suite; moderate ones are printed for the next pass.
for (const path of ['/', '/en', '/login', '/en/register', '/forgot', '/en/list/slot', '/no-such-page']) {
  test(`${path} has no serious accessibility violations @phone`, async ({ page }) => {
    await page.goto(path);
    await page.locator('main').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const summary = serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
}
