import type {BrowserContext, Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {openLineDemo} from './liveEditor';

const SANDBOX_STUB = '<!DOCTYPE html><html lang="en"><title>Sandbox stub</title><p>Sandbox stub</p></html>';

const SERVICES = [
  {button: 'Open in CodeSandbox', site: 'https://codesandbox.io/**'},
  {button: 'Open in StackBlitz', site: 'https://stackblitz.com/**'},
  {button: 'Open in CodePen', site: 'https://codepen.io/**'},
];

/** Answers the sandbox site with a stub (the test machine is offline) and counts the posts it gets. */
async function countPosts(context: BrowserContext, pattern: string): Promise<() => number> {
  let posts = 0;
  await context.route(pattern, async (route) => {
    if (route.request().method() === 'POST') posts += 1;
    await route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: SANDBOX_STUB});
  });
  return () => posts;
}

async function openDemo(page: Page): Promise<Locator> {
  const demo = await openLineDemo(page);
  await expect(demo.getByRole('toolbar', {name: 'Demo actions'})).toBeVisible();
  return demo;
}

test.describe('a repeated click on a toolbar action acts once', () => {
  for (const {button, site} of SERVICES) {
    for (const clickCount of [2, 3]) {
      test(`${clickCount} quick clicks on ${button} post one project`, async ({page, context}) => {
        const posts = await countPosts(context, site);
        const demo = await openDemo(page);
        await demo.getByRole('button', {name: button, exact: true}).click({clickCount});
        await expect.poll(posts, {timeout: 15_000}).toBeGreaterThanOrEqual(1);
        // Long enough for a second post to arrive if a repeat got through.
        await page.waitForTimeout(2_000);
        expect(posts()).toBe(1);
        expect(context.pages().length).toBe(2);
      });
    }
  }

  test('a later, separate click opens another sandbox', async ({page, context}) => {
    const posts = await countPosts(context, 'https://codesandbox.io/**');
    const demo = await openDemo(page);
    const action = demo.getByRole('button', {name: 'Open in CodeSandbox', exact: true});
    await action.click();
    await expect.poll(posts).toBe(1);
    await page.bringToFront();
    await expect(action).not.toHaveAttribute('aria-busy', 'true');
    await page.waitForTimeout(1_200);
    await action.click();
    await expect.poll(posts).toBe(2);
  });
});
