import {test, expect} from '@playwright/test';

test.use({javaScriptEnabled: false});

test.describe('without JavaScript', () => {
  for (const path of ['/', '/guide', '/api', '/api/line', '/changelog']) {
    test(`${path} shows the notice and keeps its text readable`, async ({page}) => {
      await page.goto(path);
      await expect(page.getByText('Enable JavaScript to run this app.')).toBeVisible();
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    });
  }
});
