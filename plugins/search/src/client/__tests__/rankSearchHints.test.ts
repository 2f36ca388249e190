import {SECTION_ORDER_FACTOR} from '../constants';
import {findNavSection, generateSearchMetadata} from '../generateSearchMetadata';
import {groupRank, MAX_HINTS_PER_GROUP, rankSearchHints} from '../rankSearchHints';
import type {SearchHint, SearchResultGroup} from '../types';
import {FIXTURE_INDEX} from './fixtureIndex';

const metadata = generateSearchMetadata(FIXTURE_INDEX);
const search = (keywords: string) => rankSearchHints(metadata, keywords);
const links = (groups: SearchResultGroup[]) => groups.map((g) => [g.title, g.hints.map((h) => h.link)]);
const hint = (groups: SearchResultGroup[], link: string): SearchHint | undefined =>
  groups.flatMap((g) => g.hints).find((h) => h.link === link);
const marked = (texts: SearchHint['highlightTexts']) => texts.filter((t) => t.highlighted).map((t) => t.text);

describe('generateSearchMetadata', () => {
  it('puts each page in the navigation section with the longest matching link', () => {
    expect(findNavSection('/', FIXTURE_INDEX.nav)).toEqual({title: 'Home', order: 0});
    expect(findNavSection('/api/line', FIXTURE_INDEX.nav)).toEqual({title: 'API', order: 2});
    expect(findNavSection('/apix', FIXTURE_INDEX.nav)).toEqual({title: 'Other', order: 4});
    // A Chinese index names that group in Chinese.
    const zh = generateSearchMetadata({
      ...FIXTURE_INDEX,
      routes: [...FIXTURE_INDEX.routes, {path: '/plots-1x-and-2x', title: '1.x 与 2.x', sections: []}],
      otherTitle: '其他',
    });
    expect(zh.pages.find((page) => page.link === '/plots-1x-and-2x')?.navTitle).toBe('其他');
  });

  it('turns headings into anchored links and attaches demos to their page', () => {
    const guide = metadata.pages.find((page) => page.link === '/guide')!;
    expect(guide.sections.map((s) => s.link)).toEqual(['/guide', '/guide#install', '/guide#update-data']);
    expect(guide.demos.map((d) => d.id)).toEqual(['guide-first']);
  });
});

describe('rankSearchHints', () => {
  it('gives nothing for an empty or blank query', () => {
    expect(search('')).toEqual([]);
    expect(search('   \t ')).toEqual([]);
  });

  it('puts the API group first for "line", with the Line page on top', () => {
    const groups = search('line');
    expect(groups[0].title).toBe('API');
    expect(groups[0].hints[0]).toMatchObject({type: 'page', link: '/api/line', pageTitle: 'Line'});
    expect(marked(groups[0].hints[0].highlightTitleTexts)).toEqual(['Line']);
  });

  it('ranks a page title above a demo title above a passing mention in text', () => {
    const groups = search('line');
    const priority = (link: string) => hint(groups, link)?.priority ?? 0;
    expect(priority('/api/line')).toBeGreaterThan(priority('/api/line#demo-line-basic'));
    expect(hint(groups, '/api/line#demo-line-basic')?.type).toBe('demo');
    expect(hint(groups, '/changelog#2135')?.type).toBe('content');
    expect(priority('/api/line#demo-line-basic')).toBeGreaterThan(priority('/changelog#2135'));
    expect(hint(search('install'), '/guide#install')?.type).toBe('content');
    expect(search('configurations')[0].hints[0]).toMatchObject({type: 'title', link: '/api#configurations'});
  });

  it('is case-insensitive', () => {
    expect(search('LINE')).toEqual(search('line'));
    expect(search('lInE')).toEqual(search('line'));
    expect(marked(search('LINE')[0].hints[0].highlightTitleTexts)).toEqual(['Line']);
  });

  it('matches a hit on any word and sums the words of one hint', () => {
    const groups = search('redraws install');
    expect(hint(groups, '/guide#install')).toBeDefined();
    expect(hint(groups, '/guide#update-data')).toBeDefined();
    expect(search('tiny line')[0].hints[0].link).toBe('/api/tiny-line');
  });

  it('orders groups by best priority, then navigation order (section order below one priority step)', () => {
    const groups = search('chart');
    const order = groups.map((g) => g.title);
    expect(order[0]).toBe('Guide'); // the demo title "First chart" (10) beats content mentions (1)
    // "Every chart" (API) and "React charts" (Home, a plural is the same word) tie at 1: navigation order.
    expect(order.slice(1)).toEqual(['Home', 'API']);
    expect(groupRank({priority: 1, sectionOrder: 0})).toBeGreaterThan(groupRank({priority: 1, sectionOrder: 2}));
    expect(groupRank({priority: 10, sectionOrder: 3})).toBeGreaterThan(groupRank({priority: 1, sectionOrder: 0}));
    expect(groupRank({priority: 2, sectionOrder: 1})).toBe(2 * SECTION_ORDER_FACTOR - 1);
  });

  it('sorts hints in a group by priority, the shorter title first on a tie', () => {
    const api = search('line')[0];
    const priorities = api.hints.map((h) => h.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(api.hints.slice(0, 2).map((h) => h.link)).toEqual(['/api/line', '/api/tiny-line']);
  });

  it('keeps one hint per link: the page hint replaces its own intro text', () => {
    const api = search('line')[0];
    expect(api.hints.filter((h) => h.link === '/api/line')).toHaveLength(1);
  });

  it('treats regular-expression characters as plain text', () => {
    expect(() => search('(a+b)*c')).not.toThrow();
    // The section that holds the words, then its page.
    expect(links(search('(a+b)*c'))).toEqual([['Changelog', ['/changelog#2135', '/changelog']]]);
    expect(search('.*')).toEqual([]);
    expect(search('[')).toEqual([]);
  });

  it('treats HTML in the query as plain text, in segments rather than markup', () => {
    const groups = search('<b>bold</b>');
    expect(links(groups)[0]).toEqual(['Changelog', ['/changelog#2135', '/changelog']]);
    expect(marked(groups[0].hints[0].highlightTexts)).toContain('bold');
    expect(groups[0].hints[0].highlightTexts.map((t) => t.text).join('')).toContain('<b>bold</b>');
    expect(search('<img src=x onerror=alert(1)>')).toEqual([]);
  });

  it('cuts text before the first match to its last 20 characters', () => {
    const snippet = hint(search('trends'), '/api/line')?.highlightTexts;
    expect(snippet?.[0]).toEqual({text: '… order, which makes ', highlighted: false});
    expect(snippet?.[0].text.length).toBe(21);
    expect(snippet?.[1]).toEqual({text: 'trends', highlighted: true});
  });

  it('limits the hints per group', () => {
    const many = generateSearchMetadata({
      ...FIXTURE_INDEX,
      routes: Array.from({length: 30}, (_, i) => ({path: `/api/c${i}`, title: `Chart ${i}`, sections: []})),
      demos: [],
    });
    expect(rankSearchHints(many, 'chart')[0].hints).toHaveLength(MAX_HINTS_PER_GROUP);
  });
});
