/**
 * The site's own browser constants. Values that a plugin writes into pages or
 * its browser half reads live with that plugin: the chart pages' delays and
 * limits in `plugins/chart-docs/src/client/constants.ts`, the shell's in
 * `plugins/site-shell/src/constants.ts`, the search's in
 * `plugins/search/src/client/constants.ts`.
 */

/** Theme choices offered by the color-mode control, in cycling order. */
export const THEME_CHOICES = ['light', 'dark', 'auto'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
