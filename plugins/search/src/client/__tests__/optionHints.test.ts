import {generateSearchMetadata} from '../generateSearchMetadata';
import {rankSearchHints} from '../rankSearchHints';
import type {SearchIndex} from '../types';

const chartPage = (path: string, title: string) => ({path, title, sections: [{paragraphs: [`A ${title} chart.`]}]});

/** Three charts; `legend` and `legend.position` are shared by all, `innerRadius` by Pie only. */
const INDEX: SearchIndex = {
  nav: [
    {title: 'Home', link: '/'},
    {title: 'API', link: '/api'},
  ],
  routes: [chartPage('/api/line', 'Line'), chartPage('/api/pie', 'Pie'), chartPage('/api/tiny-line', 'Tiny Line')],
  demos: [],
  options: {
    pages: ['/api/line', '/api/pie', '/api/tiny-line'],
    chartSets: [[0, 1, 2], [1], [0]],
    rows: [
      ['legend', 'Legend settings; false hides it.', 0],
      ['legend.position', 'Where the legend sits.', 0],
      ['innerRadius', 'Inner radius, from 0 to 1: a donut.', 1],
      ['lineStyle', 'Style of the line.', 2],
    ],
  },
};
const metadata = generateSearchMetadata(INDEX);
const links = (query: string) =>
  rankSearchHints(metadata, query).flatMap((group) => group.hints.map((hint) => hint.link));

describe('option hints', () => {
  it('link to the row of the option, matched however it is typed', () => {
    for (const query of ['innerRadius', 'inner radius', 'innerradius', 'innerRaduis', 'INNERRADIUS']) {
      expect(links(query)[0]).toBe('/api/pie#prop-innerRadius');
    }
    for (const query of ['legend.position', 'legend position', 'lgend position']) {
      expect(links(query)[0]).toBe('/api/line#prop-legend.position');
    }
  });

  it('show a shared row once, on the first chart, unless the query names another chart', () => {
    expect(links('legend').filter((link) => link.endsWith('#prop-legend'))).toEqual(['/api/line#prop-legend']);
    expect(links('pie legend')[0]).toBe('/api/pie#prop-legend');
    expect(links('tiny line legend position')).toContain('/api/tiny-line#prop-legend.position');
  });

  it('are not listed for the words that only name the chart', () => {
    expect(links('line')[0]).toBe('/api/line');
    expect(links('line')).not.toContain('/api/line#prop-lineStyle');
    expect(links('line style')).toContain('/api/line#prop-lineStyle');
  });

  it('show the path as title, the chart as page and the description as snippet, words marked', () => {
    const hint = rankSearchHints(metadata, 'inner radius')[0].hints[0];
    expect(hint).toMatchObject({type: 'option', pageTitle: 'Pie'});
    // Each matched camelCase part is marked.
    expect(hint.highlightTitleTexts.filter((part) => part.highlighted).map((part) => part.text)).toEqual([
      'inner',
      'Radius',
    ]);
    expect(hint.highlightTexts.map((part) => part.text).join('')).toContain('donut');
  });
});
