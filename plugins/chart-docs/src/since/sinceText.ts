import type {SinceInfo} from './types';

/**
 * How "since" reads wherever it shows (chart title, props table, search,
 * Markdown twins, MCP): `since G2Plot 2.3.1`, `since @ant-design/plots 1.0.5`,
 * always naming the package, as a version number alone would not say whose.
 * Browser-safe: no Node imports.
 */
export function sinceLabel(since: SinceInfo): string {
  if (since.plots && since.g2plot) return `since @ant-design/plots ${since.plots} (G2Plot ${since.g2plot})`;
  if (since.plots) return `since @ant-design/plots ${since.plots}`;
  return `since G2Plot ${since.g2plot ?? ''}`.trim();
}

/**
 * The longer explanation (a tooltip, a Markdown note). Every @ant-design/plots
 * 1.x release depends on `@antv/g2plot ^2.2.11`, so which G2Plot a project gets
 * is decided by its lockfile, not by its @ant-design/plots version.
 */
export function sinceExplanation(since: SinceInfo): string {
  const parts: string[] = [];
  if (since.plots) parts.push(`@ant-design/plots exports it from ${since.plots} on.`);
  if (since.g2plot) {
    parts.push(
      `G2Plot declares it from ${since.g2plot} on; every @ant-design/plots 1.x release accepts that G2Plot through its @antv/g2plot ^2.2.11 dependency, so check the G2Plot version your lockfile resolves.`,
    );
  }
  return parts.join(' ');
}

/** The words search finds it by: `Added in G2Plot 2.3.1`, or with another language's words for "Added in". */
export function sinceSearchText(since: SinceInfo, addedIn = 'Added in'): string {
  return sinceLabel(since).replace(/^since /, `${addedIn} `);
}
