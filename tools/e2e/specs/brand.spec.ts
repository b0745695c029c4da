import { expect, test } from '../fixtures';

test.describe('brand', () => {
  test('paints the brand colours @brand', async ({ page, brand }) => {
    await page.goto('/');
    const colour = (hex: string) =>
      page.evaluate((c) => {
        const probe = document.createElement('div');
        probe.style.color = c;
        document.body.append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      }, hex);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      await colour(brand.theme.bg),
    );
    expect(await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await colour(brand.theme.bgMenu),
    );
  });

  test('shows register only when the brand allows it @phone @brand', async ({ page, brand, isMobile }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByTestId('login-button')).toBeVisible();
    if (brand.hideRegister) {
      await expect(page.getByTestId('register-button')).toHaveCount(0);
      if (brand.defaultAffiliateLink)
        await expect(header.getByTestId('partner-join')).toHaveAttribute('href', brand.defaultAffiliateLink);
    } else {
      await expect(header.getByTestId('register-button')).toBeVisible();
      await expect(header.getByTestId('partner-join')).toHaveCount(0);
    }
    if (!isMobile) {
      const affiliate = page.getByTestId('footer').getByRole('link', { name: 'แนะนำเพื่อน' });
      await expect(affiliate).toHaveCount(brand.hideAffiliate ? 0 : 1);
    }
  });

  test('register page follows the brand @brand', async ({ page, brand }) => {
    await page.goto('/register');
    if (brand.hideRegister) {
      await expect(page.getByTestId('register-via-partner')).toBeVisible();
    } else {
      await expect(page.getByTestId('register-via-partner')).toHaveCount(0);
    }
  });

  test('shows a contact icon only for configured networks @brand', async ({ page, brand }) => {
    await page.goto('/');
    for (const network of ['telegram', 'line', 'facebook', 'messenger', 'instagram', 'twitter', 'youtube'] as const) {
      await expect(page.getByTestId(`contact-${network}`)).toHaveCount(brand.social[network] ? 1 : 0);
    }
  });
});
