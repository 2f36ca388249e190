import {collectDemoEntries, type DemoLike} from '../siteIndex';

const demo = (keywords: string[], topics: DemoLike['asset']['topics']): DemoLike => ({
  file: 'demos/line/click.tsx',
  routeId: '/api/line',
  pageLink: '/api/line?tab=examples#demo-line-click',
  asset: {id: 'line-click', title: 'Click', description: 'Clicks.', keywords, topics},
});

describe('collectDemoEntries', () => {
  it('adds the labels of the demo topics to its keywords, once', () => {
    const [entry] = collectDemoEntries([demo(['click', 'events'], ['events', 'large-data'])], new Set(['/api/line']));
    expect(entry.keywords).toEqual(['click', 'events', 'Large data']);
  });

  it('leaves out a demo whose page is not indexed, saying so', () => {
    const warn = jest.fn();
    expect(collectDemoEntries([demo([], [])], new Set(), warn)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('demos/line/click.tsx: no indexed page shows this demo'));
  });
});
