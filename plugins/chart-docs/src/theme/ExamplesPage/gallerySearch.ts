import MiniSearch, {type Query} from 'minisearch';
import {parseKeywords, synonymsOf, tokenize, withoutStopWords} from '@site/plugins/search/src/client';
import type {GalleryDemo} from '../../gallery/types';

/**
 * The gallery's filter as the site's search reads words: stems (`totals` finds `total`), typos
 * (one edit in a word of five letters or more), prefixes (`anim` finds `animation`), the site's
 * synonyms and a few of the gallery's own (`clickable`, `interactive`). A card must match every
 * typed word that carries meaning (`with`, `chart`, `a` do not), in its title, keywords, topics,
 * chart name or description. Loaded on the first filter (MiniSearch stays out of the page's code).
 */

/** Words people use for "something happens when I click", mapped to the demos' own words. */
const GALLERY_SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['clickable', ['click', 'events', 'interaction']],
  ['clicking', ['click']],
  ['interactive', ['interaction', 'events', 'click', 'hover', 'brush']],
  ['reacts', ['events', 'interaction', 'click']],
  ['responds', ['events', 'interaction', 'click']],
  ['linked', ['link', 'connected', 'synced']],
  ['totals', ['total', 'sum']],
]);

const FIELDS = ['title', 'keywords', 'topics', 'chart', 'description'] as const;
type Field = (typeof FIELDS)[number];
type SearchDoc = Record<Field, string> & {id: string};

/** Search words as a tree: every word (AND), each as itself, its stem or a synonym (OR). */
function queryOf(filter: string): Query | null {
  // Pasted markup is not words (`<img src=x>` looks for nothing), as in the site's search.
  const words = withoutStopWords(parseKeywords(filter));
  if (words.length === 0) return null;
  const synonyms = synonymsOf(words);
  return {
    combineWith: 'AND',
    queries: words.map((word) => ({
      combineWith: 'OR',
      queries: [word, ...(synonyms.get(word) ?? []), ...(GALLERY_SYNONYMS.get(word) ?? [])],
    })),
  };
}

/** Matches the cards to a filter; `null` when the filter holds no word to look for. */
export type GalleryMatcher = (filter: string) => ReadonlySet<string> | null;

export function createGalleryMatcher(
  demos: readonly GalleryDemo[],
  topicLabels: (id: string) => readonly string[],
): GalleryMatcher {
  const index = new MiniSearch<SearchDoc>({
    fields: [...FIELDS],
    tokenize: (text, field) => tokenize(text, field === 'title' ? 'title' : undefined),
    // `tokenize` gives folded terms, stems included.
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (text) => tokenize(text),
      processTerm: (term) => term,
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      // A long typed "word" would otherwise ask for many edits across the whole vocabulary.
      maxFuzzy: 2,
    },
  });
  const seen = new Set<string>();
  const docs: SearchDoc[] = [];
  for (const demo of demos) {
    // A demo listed in two sections (grouped by topic) is one document.
    if (seen.has(demo.id)) continue;
    seen.add(demo.id);
    docs.push({
      id: demo.id,
      title: demo.title,
      keywords: demo.keywords.join(', '),
      topics: demo.topics.flatMap(topicLabels).join(', '),
      chart: demo.chart ? `${demo.chart.title} ${demo.chart.component} ${demo.chart.slug}` : '',
      description: demo.description,
    });
  }
  index.addAll(docs);
  return (filter) => {
    const query = queryOf(filter);
    return query ? new Set(index.search(query).map((result) => String(result.id))) : null;
  };
}
