import path from 'node:path';
import {buildDemoRecords} from '../../buildDemoRecords';
import {CHART_CATEGORIES} from '../../categories';
import {loadChartRegistry} from '../../loadChartRegistry';
import {DEFAULT_OPTIONS} from '../../options';
import {scanDemos} from '../../scanDemos';
import {buildGalleryData, OTHER_SECTION, type GallerySourceDemo} from '../buildGalleryData';
import {importedPlotsNames} from '../demoChartComponent';
import type {ChartSummary, DemoPreviewImage} from '../../types';

function chart(slug: string, component: string, category: ChartSummary['category']): ChartSummary {
  return {slug, component, title: component, description: `${component} chart.`, category, permalink: `/api/${slug}`};
}

const CHARTS = [
  chart('area', 'Area', 'basic'),
  chart('gauge', 'Gauge', 'progress'),
  chart('line', 'Line', 'basic'),
  chart('pie', 'Pie', 'basic'),
  chart('box', 'Box', 'statistical'),
];

const PREVIEW: DemoPreviewImage = {light: '/img/p-light.png', dark: '/img/p-dark.png', width: 640, height: 400};

function demo(group: string, name: string, overrides: Partial<GallerySourceDemo> = {}): GallerySourceDemo {
  const id = `${group}-${name}`;
  const component = CHARTS.find((c) => c.slug === group)?.component ?? 'Line';
  return {
    id,
    group,
    source: `import React from 'react';\nimport {${component}} from '@ant-design/plots';\n`,
    asset: {id, title: `Title of ${id}`, description: `About ${id}.`, keywords: ['k1', 'k2'], topics: []},
    pageLink: `/api/${group}?tab=examples#demo-${id}`,
    standalonePath: `/~demos/${id}`,
    preview: null,
    ...overrides,
  };
}

describe('buildGalleryData', () => {
  it('groups demos by category in sidebar order, charts in registry order, demos in display order', () => {
    const data = buildGalleryData(CHARTS, [
      demo('box', 'basic'),
      demo('gauge', 'basic'),
      demo('line', 'basic'),
      demo('line', 'step'),
      demo('pie', 'basic'),
      demo('area', 'basic'),
    ]);
    expect(data.sections.map((s) => [s.id, s.label, s.demos.map((d) => d.id)])).toEqual([
      ['basic', 'Basic charts', ['area-basic', 'line-basic', 'line-step', 'pie-basic']],
      ['statistical', 'Statistical charts', ['box-basic']],
      ['progress', 'Progress and KPI', ['gauge-basic']],
    ]);
  });

  it('gives each card what the gallery shows and filters on, and where it leads', () => {
    const pie = demo('pie', 'basic', {preview: PREVIEW});
    pie.asset = {...pie.asset, topics: ['label', 'legend']};
    const [card] = buildGalleryData(CHARTS, [pie]).sections[0].demos;
    expect(card).toEqual({
      id: 'pie-basic',
      title: 'Title of pie-basic',
      description: 'About pie-basic.',
      keywords: ['k1', 'k2'],
      topics: ['label', 'legend'],
      chart: {slug: 'pie', title: 'Pie', component: 'Pie'},
      link: '/api/pie?tab=examples#demo-pie-basic',
      preview: PREVIEW,
    });
  });

  it('gives a demo without a preview a null preview, and one without a page its standalone page', () => {
    const [card] = buildGalleryData(CHARTS, [demo('line', 'basic', {pageLink: null})]).sections[0].demos;
    expect(card.preview).toBeNull();
    expect(card.link).toBe('/~demos/line-basic');
  });

  it('files a page demo (the guide) under the chart it imports, after that chart’s own demos', () => {
    const guide = demo('guide', 'render', {
      source: "import React from 'react';\nimport {Pie as P, Line} from '@ant-design/plots';\n",
      pageLink: '/guide#demo-guide-render',
    });
    const data = buildGalleryData(CHARTS, [guide, demo('pie', 'basic')]);
    expect(data.sections[0].demos.map((d) => [d.id, d.chart?.slug, d.link])).toEqual([
      ['pie-basic', 'pie', '/api/pie?tab=examples#demo-pie-basic'],
      ['guide-render', 'pie', '/guide#demo-guide-render'],
    ]);
  });

  it('keeps a demo whose chart cannot be told, in a last section of its own', () => {
    const odd = demo('guide', 'odd', {source: "import React from 'react';\nexport default () => null;\n"});
    const data = buildGalleryData(CHARTS, [demo('line', 'basic'), odd]);
    expect(data.sections.map((s) => s.id)).toEqual(['basic', OTHER_SECTION.id]);
    expect(data.sections[1]).toEqual({
      ...OTHER_SECTION,
      demos: [expect.objectContaining({id: 'guide-odd', chart: null})],
    });
  });

  it('has no sections without demos', () => {
    expect(buildGalleryData(CHARTS, [])).toEqual({sections: []});
  });
});

describe('importedPlotsNames', () => {
  it('reads the named imports of @ant-design/plots only, by their exported names', () => {
    const source = [
      '/** title: x */',
      "import React, {useState} from 'react';",
      "// import {Bar} from '@ant-design/plots';",
      'const text = "import {Column} from \'@ant-design/plots\'";',
      "import {\n  Line as L,\n  type LineConfig,\n  Pie,\n} from '@ant-design/plots';",
      "import * as all from '@ant-design/plots';",
    ].join('\n');
    expect(importedPlotsNames(source)).toEqual(['Line', 'LineConfig', 'Pie']);
  });

  it('returns nothing for code that imports nothing from the package or does not parse', () => {
    expect(importedPlotsNames('export default 1;')).toEqual([]);
    expect(importedPlotsNames('import {')).toEqual([]);
  });
});

describe('the gallery of this site', () => {
  it('has a card for every demo, each under a chart category, leading to the demo on its page', () => {
    const siteDir = path.resolve(__dirname, '../../../../..');
    const {charts, demos} = buildDemoRecords(loadChartRegistry(siteDir), scanDemos(siteDir), {}, DEFAULT_OPTIONS);
    const {sections} = buildGalleryData(charts, demos);
    const cards = sections.flatMap((section) => section.demos);
    expect(cards.map((card) => card.id).sort()).toEqual(demos.map((d) => d.id).sort());
    expect(sections.map((section) => section.id)).toEqual(
      CHART_CATEGORIES.map((c) => c.id).filter((id) => sections.some((s) => s.id === id)),
    );
    expect(cards.filter((card) => card.chart === null)).toEqual([]);
    expect(
      cards.filter((card) => !/^\/(api\/[a-z-]+|guide)(\?tab=examples)?#demo-[a-z0-9-]+$/.test(card.link)),
    ).toEqual([]);
  });
});
