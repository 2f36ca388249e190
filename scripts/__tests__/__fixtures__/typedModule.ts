// Loaded by ../loadTypeScript.test.ts through scripts/lib/loadTypeScript.mjs.
import type {Page} from '@playwright/test';
import {ROUND_TO} from './typedConstants';

/** Passed to a page as its source text, so it must reach Chromium as written. */
export const widthOf = async (selector: string): Promise<number | undefined> =>
  document.querySelector(selector)?.clientWidth ?? undefined;

export function rounded(value: number, page: Page | null = null): string {
  return `${Math.round(value / ROUND_TO) * ROUND_TO}${page === null ? '' : ' in a page'}`;
}
