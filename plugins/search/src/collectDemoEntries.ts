import type {SearchDemo} from '../../../src/search/types';
import {demoPageLink, mainDemoIds} from '../../chart-docs/src/demoPageLink';

/** What the index needs of a scanned demo (see plugins/chart-docs/src/scanDemos.ts). */
export interface DemoLike {
  id: string;
  group: string;
  relativePath: string;
  asset: {id: string; title: string; description: string; keywords: string[]};
}

/** Page a demo group renders on: a chart slug's API page, or the page named like the group (`guide`). */
export function demoRoutePath(group: string, routePaths: ReadonlySet<string>): string | undefined {
  return [`/api/${group}`, `/${group}`].find((candidate) => routePaths.has(candidate));
}

/**
 * One entry per demo, linking to its block on its page (`#demo-{id}`, the id
 * the demo block renders). A demo whose page does not exist is reported and
 * left out rather than linking to a 404.
 */
export function collectDemoEntries(
  demos: DemoLike[],
  routePaths: ReadonlySet<string>,
  warn: (message: string) => void = () => {},
): SearchDemo[] {
  const entries: SearchDemo[] = [];
  const mainIds = mainDemoIds(demos);
  for (const demo of demos) {
    const routePath = demoRoutePath(demo.group, routePaths);
    if (!routePath) {
      warn(
        `${demo.relativePath}: no page /api/${demo.group} or /${demo.group} shows this demo; it is left out of the search index.`,
      );
      continue;
    }
    entries.push({
      id: demo.asset.id,
      link: demoPageLink(routePath, demo.asset.id, !routePath.startsWith('/api/') || mainIds.has(demo.id)),
      routePath,
      title: demo.asset.title,
      description: demo.asset.description,
      keywords: demo.asset.keywords,
    });
  }
  return entries;
}
