/** @jest-environment node */
import {loadSiteSearchIndex} from '../../__tests__/site/loadSiteSearchIndex';
import {generateSearchMetadata, type SearchMetadata} from '../generateSearchMetadata';
import {rankSearchHints} from '../rankSearchHints';

// Issue 31: how-to questions in plain words, over the real index.
let metadata: SearchMetadata;

beforeAll(async () => {
  metadata = generateSearchMetadata(await loadSiteSearchIndex());
}, 120_000);

const links = (query: string) => rankSearchHints(metadata, query).flatMap((group) => group.hints.map((h) => h.link));

describe('how-to search', () => {
  it.each(['next.js', 'nextjs', 'Next.js', 'ssr', 'window is not defined', 'document is not defined'])(
    '%s shows the Next.js recipe first',
    (query) => {
      expect(links(query)[0]).toBe('/recipes/nextjs');
    },
  );

  it('shows the 1.x and 2.x page in the top three for "migrate 2.x" and "upgrade"', () => {
    expect(links('migrate 2.x').slice(0, 3)).toContain('/plots-1x-and-2x');
    expect(links('upgrade').slice(0, 3)).toContain('/plots-1x-and-2x');
  });

  it('no longer reads "version" as conversionTag', () => {
    const top = links('version').slice(0, 3);
    expect(top.some((link) => /conversionTag/.test(link))).toBe(false);
    expect(top).toContain('/plots-1x-and-2x');
  });

  it('finds Dual Axes for "line and column two y axes"', () => {
    expect(links('line and column two y axes').slice(0, 3)).toContain('/api/dual-axes');
  });
});
