import {expect, test} from './fixtures';

/**
 * A contributor's ```tsx live block (test/fixtures/pages/live-codeblock.mdx,
 * built with DOCS_FIXTURES=1): it draws its chart from the scope every live
 * block gets (src/theme/ReactLiveScope), redraws on an edit, shows an error in
 * place, and runs under the page's Content-Security-Policy (the fixture fails
 * any test on a policy violation).
 */
const PAGE = '/~fixtures/live-codeblock';

test.describe('a live code block in an MDX page', () => {
  test.beforeEach(async ({page}) => {
    const response = await page.goto(PAGE);
    expect(response?.status(), `${PAGE} is built only with DOCS_FIXTURES=1 (npm test sets it)`).toBe(200);
  });

  test('renders its chart, and the page is allowed to run edited code', async ({page}) => {
    const block = page.locator('[data-live-codeblock]');
    await expect(block.getByTestId('live-caption')).toHaveText('Visits in 3 months');
    await expect(block.locator('canvas')).toBeVisible({timeout: 30_000});
    const csp = (await page.request.get(PAGE)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("'unsafe-eval'");
  });

  test('re-renders on edit and shows a syntax error in place, the page still working', async ({page}) => {
    const block = page.locator('[data-live-codeblock]');
    await expect(block.getByTestId('live-caption')).toHaveText('Visits in 3 months');
    const editor = block.locator('.prism-code[contenteditable]').first();
    // Drop the last record: the caption counts what the chart draws.
    const code = (await editor.textContent()) ?? '';
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    const edited = code.replace(/\n\s*\{month: 'Mar', visits: 380\},/, '');
    expect(edited).not.toBe(code);
    await page.keyboard.insertText(edited);
    // react-live's editor (use-editable) takes in the text on the next key event.
    await page.keyboard.press('End');
    await expect(block.getByTestId('live-caption')).toHaveText('Visits in 2 months');
    await expect(block.locator('canvas')).toBeVisible();

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('function Broken() { return <div>; }');
    await page.keyboard.press('End');
    await expect(block.locator('pre').filter({hasText: /SyntaxError|Unexpected|Expected/})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Ant Design Plots logo'}).first()).toBeVisible();
  });
});
