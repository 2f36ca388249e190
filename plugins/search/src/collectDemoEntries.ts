import type {SearchDemo} from './types';
import type {DemoData} from '../../chart-docs/src';
import {DEMO_TOPICS} from '../../chart-docs/src';
import {plainDescription} from '../../chart-docs/src';

const TOPIC_LABELS = new Map<string, string>(DEMO_TOPICS.map((topic) => [topic.id, topic.label]));

/**
 * The demo's keywords, then the labels of its topics (`Events`, `Large data`) that they do not
 * already hold: the words the gallery's topic filter shows are words people search with.
 */
function keywordsWithTopics(keywords: readonly string[], topics: readonly string[] = []): string[] {
  const folded = new Set(keywords.map((keyword) => keyword.toLowerCase()));
  const labels = topics.flatMap((id) => {
    const label = TOPIC_LABELS.get(id);
    return label && !folded.has(label.toLowerCase()) ? [label] : [];
  });
  return [...keywords, ...labels];
}

/** What the index needs of a demo record (the chart-docs plugin's content decides its page and link). */
export type DemoLike = Pick<DemoData, 'file' | 'asset' | 'routeId' | 'pageLink'>;

/**
 * One entry per demo, linking to its block on its page as the chart-docs
 * plugin placed it. A demo whose page is not among the indexed routes (an
 * unreleased version, or no page at all) is reported and left out rather
 * than linking to a 404.
 */
export function collectDemoEntries(
  demos: readonly DemoLike[],
  routePaths: ReadonlySet<string>,
  warn: (message: string) => void = () => {},
): SearchDemo[] {
  const entries: SearchDemo[] = [];
  for (const demo of demos) {
    const {routeId, pageLink} = demo;
    if (routeId === null || pageLink === null || !routePaths.has(routeId)) {
      warn(`${demo.file}: no indexed page shows this demo (${routeId ?? 'none'}); it is left out of the search index.`);
      continue;
    }
    entries.push({
      id: demo.asset.id,
      link: pageLink,
      routePath: routeId,
      title: demo.asset.title,
      description: plainDescription(demo.asset.description),
      keywords: keywordsWithTopics(demo.asset.keywords, demo.asset.topics),
    });
  }
  return entries;
}
