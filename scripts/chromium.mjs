/**
 * The browser every tool here drives: Debian's Chromium, never a downloaded
 * one, with flags that keep it off the closed network. Playwright
 * (playwright.config.ts) and the benchmark (scripts/bench) both read this.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
