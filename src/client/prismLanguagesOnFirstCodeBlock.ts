/**
 * Stands in for theme-classic's `prism-include-languages` client module (see
 * plugins/site-shell). That module imports Prism and its bundled grammars into
 * the main bundle, where they cost ~25 KB gzip before first paint and ~100 ms of
 * start-up script on a throttled phone, on every page. The grammars are now
 * registered the first time a code block is highlighted
 * (src/theme/CodeBlock/Content), from the chunks of content pages.
 */
export {};
