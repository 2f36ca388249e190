/**
 * Where on its page a demo can be seen. A chart page shows its main demo on
 * the `Doc` tab and every demo on the `Examples` tab, and renders only the
 * selected tab, so any other demo is reached through `?tab=examples`.
 * Browser-safe: shared by the search index, the standalone page and the plugin.
 */
export function demoPageLink(routeId: string, demoId: string, onDocTab: boolean): string {
  return onDocTab ? `${routeId}#demo-${demoId}` : `${routeId}?tab=examples#demo-${demoId}`;
}

/** Ids of the demos that are the first of their group in display order. */
export function mainDemoIds(demos: ReadonlyArray<{id: string; group: string}>): Set<string> {
  const seen = new Set<string>();
  const main = new Set<string>();
  for (const demo of demos) {
    if (!seen.has(demo.group)) {
      seen.add(demo.group);
      main.add(demo.id);
    }
  }
  return main;
}
