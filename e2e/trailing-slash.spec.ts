import {test, expect, waitForHydration} from './fixtures';

test.describe('trailing slash', () => {
  test('/guide/ ends on /guide and Back does not return to the slashed URL', async ({page}) => {
    await page.goto('/changelog');
    await page.goto('/guide/?tab=doc#install');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/guide\?tab=doc#install$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');
    await page.goBack();
    await expect(page).toHaveURL(/\/changelog$/);
  });

  test('a slashed chart path works on first load', async ({page}) => {
    const response = await page.goto('/api/line/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/api\/line$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Line');
  });
});
