import {collectDemoEntries, topicLabelsFrom, type DemoLike} from '../siteIndex';

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

  it("names the topics in the build's language, from the site's translations, English where one is missing", () => {
    const labels = topicLabelsFrom({'site.examples.topic.large-data': {message: '大数据量'}});
    const [entry] = collectDemoEntries([demo([], ['events', 'large-data'])], new Set(['/api/line']), () => {}, labels);
    expect(entry.keywords).toEqual(['Events', '大数据量']);
  });

  it('leaves out a demo whose page is not indexed, saying so', () => {
    const warn = jest.fn();
    expect(collectDemoEntries([demo([], [])], new Set(), warn)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('demos/line/click.tsx: no indexed page shows this demo'));
  });
});
