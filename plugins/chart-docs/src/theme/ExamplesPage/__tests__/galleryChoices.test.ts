import fc from 'fast-check';
import {countDemos, filterSections, groupByTopic} from '../filterExamples';
import {galleryCharts, topicCounts} from '../galleryFacets';
import {readGalleryParams, withGalleryParam} from '../galleryParams';
import {DEMO_TOPIC_IDS} from '../../../topics';
import {GALLERY} from './fixtureGallery';

const ids = (sections: ReturnType<typeof filterSections>) => sections.flatMap((s) => s.demos.map((d) => d.id));
const SLUGS = new Set(galleryCharts(GALLERY.sections).map((chart) => chart.slug));

describe('choosing a chart and a topic', () => {
  it('keeps one chart’s demos, one topic’s demos, or both at once', () => {
    expect(ids(filterSections(GALLERY.sections, '', {chart: 'pie', topic: ''}))).toEqual(['pie-basic', 'pie-donut']);
    expect(ids(filterSections(GALLERY.sections, '', {chart: '', topic: 'annotations'}))).toEqual([
      'line-step',
      'pie-donut',
    ]);
    expect(ids(filterSections(GALLERY.sections, '', {chart: 'line', topic: 'annotations'}))).toEqual(['line-step']);
    expect(ids(filterSections(GALLERY.sections, 'donut', {chart: 'line', topic: ''}))).toEqual([]);
  });

  it('finds a demo by the words of its topics', () => {
    expect(ids(filterSections(GALLERY.sections, 'annotations'))).toEqual(['line-step', 'pie-donut']);
    expect(ids(filterSections(GALLERY.sections, 'animation'))).toEqual(['gauge-basic']);
  });

  it('groups by topic in the topics’ order, a demo under each of its topics, counted once', () => {
    const grouped = groupByTopic(GALLERY.sections);
    expect(grouped.map((section) => [section.label, section.demos.map((d) => d.id)])).toEqual([
      ['Annotations', ['line-step', 'pie-donut']],
      ['Labels', ['pie-donut']],
      ['Animation', ['gauge-basic']],
    ]);
    expect(countDemos(grouped)).toBe(3);
  });

  it('lists each chart once and counts each topic’s demos', () => {
    expect([...SLUGS]).toEqual(['line', 'pie', 'word-cloud', 'gauge']);
    expect(Object.fromEntries(topicCounts(GALLERY.sections))).toEqual({annotations: 2, label: 1, animation: 1});
  });
});

describe('the ?chart=, ?topic= and ?group= parameters', () => {
  it('keeps only known values and writes defaults as nothing', () => {
    expect(readGalleryParams('?chart=pie&topic=legend&group=topic', SLUGS)).toEqual({
      chart: 'pie',
      topic: 'legend',
      group: 'topic',
    });
    expect(readGalleryParams('?chart=../../etc&topic=__proto__&group=<b>', SLUGS)).toEqual({
      chart: '',
      topic: '',
      group: 'chart',
    });
    expect(withGalleryParam('?filter=pie', 'topic', 'legend')).toBe('?filter=pie&topic=legend');
    expect(withGalleryParam('?group=topic', 'group', 'chart', 'chart')).toBe('');
  });

  it('never reads a value outside the gallery’s charts and topics (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (chart, topic, group) => {
        const query = new URLSearchParams({chart, topic, group}).toString();
        const params = readGalleryParams(`?${query}`, SLUGS);
        expect(params.chart === '' || SLUGS.has(params.chart)).toBe(true);
        expect(['', ...DEMO_TOPIC_IDS]).toContain(params.topic);
        expect(['chart', 'topic']).toContain(params.group);
      }),
    );
  });
});
