/**
 * @jest-environment node
 */
import path from 'node:path';
import {scanDemos} from '../../../scanDemos';
import {DEMO_TOPICS} from '../../../topics';
import type {GalleryDemo} from '../../../gallery/types';
import {createGalleryMatcher} from '../gallerySearch';

const SITE_DIR = path.resolve(__dirname, '../../../../../..');

/** Every demo of the site as a card, its chart named by its group (what the gallery matches on). */
const demos: GalleryDemo[] = scanDemos(SITE_DIR).map((demo) => ({
  id: demo.id,
  title: demo.asset.title,
  description: demo.asset.description,
  keywords: demo.asset.keywords ?? [],
  topics: demo.asset.topics,
  chart: {slug: demo.group, title: demo.group.replace(/-/g, ' '), component: demo.group},
  link: `/api/${demo.group}#demo-${demo.id}`,
  preview: null,
}));
const labels = new Map<string, string>(DEMO_TOPICS.map((topic) => [topic.id, topic.label]));
const match = createGalleryMatcher(demos, (id) => [labels.get(id) ?? id]);

function found(filter: string): string[] {
  return [...(match(filter) ?? [])];
}

describe('the gallery filter reads words as people mean them', () => {
  it('finds the stacked column with totals by its plain description', () => {
    expect(found('stacked column with totals')).toContain('column-stacked-total');
    expect(found('totals')).toContain('column-stacked-total');
  });

  it('finds click demos for "clickable chart", "interactive" and "reacts to clicks"', () => {
    for (const filter of ['clickable chart', 'interactive', 'reacts to clicks']) {
      const ids = found(filter);
      expect({filter, clickDemo: ids.includes('bidirectional-bar-click-bar')}).toEqual({filter, clickDemo: true});
    }
  });

  it('forgives a typo and finds a prefix', () => {
    expect(found('anotations')).toContain('line-smooth');
    expect(found('anim')).toContain('line-animation');
  });

  it('keeps to the typed chart: every word must match', () => {
    const liquid = found('liquid');
    expect(liquid.length).toBeGreaterThan(3);
    expect(liquid.every((id) => id.startsWith('liquid-'))).toBe(true);
  });

  it('looks for nothing in markup, a filter of stop words only, or a long run of one letter', () => {
    expect(found('<img src=x onerror=alert(1)>.*(')).toEqual([]);
    expect(match('   ')).toBeNull();
    expect(found('x'.repeat(100))).toEqual([]);
  });
});
