import {test, expect} from './fixtures';

test.describe('versioned docs', () => {
  test('the version dropdown switches between 2.x (normal paths) and Next (/next/)', async ({page}) => {
    await page.goto('/guide');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('button', {name: '2.x'}).hover();
    await nav.getByRole('link', {name: 'Next'}).click();
    await expect(page).toHaveURL(/\/next\/guide$/);
    await expect(page.getByText('This is unreleased documentation')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');

    await nav.getByRole('button', {name: 'Next'}).hover();
    await nav.getByRole('link', {name: '2.x'}).click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.getByText('This is unreleased documentation')).toHaveCount(0);
  });

  test('chart pages exist in both versions', async ({page}) => {
    for (const path of ['/api/pie', '/next/api/pie']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 2, name: 'Usage'})).toBeVisible();
    }
  });
});
