import {translate} from '@docusaurus/Translate';
import type {DemoTopicId} from '../../topics';

/** Texts of the `/examples` page; functions, so each render reads the current locale's translation. */
export const MESSAGES = {
  title: () => translate({id: 'site.examples.title', message: 'Examples'}),
  description: () =>
    translate({
      id: 'site.examples.description',
      message:
        'Every chart demo of Ant Design Plots in one gallery, grouped by chart category or topic and filterable.',
    }),
  intro: () =>
    translate({
      id: 'site.examples.intro',
      message:
        'Every demo of this documentation, grouped by chart category. Narrow it down by chart, by topic (annotations, tooltips, events...) or by words. A card opens the demo on its chart page, with its code.',
    }),
  filterLabel: () => translate({id: 'site.examples.filterLabel', message: 'Filter examples'}),
  filterHint: () => translate({id: 'site.examples.filterHint', message: 'Chart, title or keyword'}),
  countAll: (total: number) =>
    translate({id: 'site.examples.countAll', message: '{total} examples'}, {total: String(total)}),
  countMatching: (count: number, total: number) =>
    translate(
      {id: 'site.examples.countMatching', message: '{count} of {total} examples match'},
      {count: String(count), total: String(total)},
    ),
  noMatch: (filter: string) =>
    translate({id: 'site.examples.noMatch', message: 'No examples match “{filter}”.'}, {filter}),
  clear: () => translate({id: 'site.examples.clear', message: 'Clear filter'}),
  chartLabel: () => translate({id: 'site.examples.chartLabel', message: 'Chart'}),
  anyChart: () => translate({id: 'site.examples.anyChart', message: 'All charts'}),
  topicLabel: () => translate({id: 'site.examples.topicLabel', message: 'Topic'}),
  anyTopic: () => translate({id: 'site.examples.anyTopic', message: 'All topics'}),
  topicOption: (label: string, count: number) =>
    translate({id: 'site.examples.topicOption', message: '{label} ({count})'}, {label, count: String(count)}),
  groupLabel: () => translate({id: 'site.examples.groupLabel', message: 'Group by'}),
  groupByChart: () => translate({id: 'site.examples.groupByChart', message: 'Chart category'}),
  groupByTopic: () => translate({id: 'site.examples.groupByTopic', message: 'Topic'}),
  jumpLabel: () => translate({id: 'site.examples.jumpLabel', message: 'Jump to'}),
  jumpChoose: () => translate({id: 'site.examples.jumpChoose', message: 'A chart…'}),
};

/**
 * A topic's name in the page's language. One literal call per topic: Docusaurus finds the texts
 * to translate by reading these calls.
 */
export function topicName(id: DemoTopicId): string {
  switch (id) {
    case 'basics':
      return translate({id: 'site.examples.topic.basics', message: 'Basic charts'});
    case 'stacking':
      return translate({id: 'site.examples.topic.stacking', message: 'Stacking and grouping'});
    case 'colors':
      return translate({id: 'site.examples.topic.colors', message: 'Colors and styles'});
    case 'shapes':
      return translate({id: 'site.examples.topic.shapes', message: 'Shapes, sizes and layouts'});
    case 'data-shape':
      return translate({id: 'site.examples.topic.data-shape', message: 'Data shapes'});
    case 'dashboards':
      return translate({id: 'site.examples.topic.dashboards', message: 'Dashboards and small multiples'});
    case 'annotations':
      return translate({id: 'site.examples.topic.annotations', message: 'Annotations'});
    case 'legend':
      return translate({id: 'site.examples.topic.legend', message: 'Legends'});
    case 'tooltip':
      return translate({id: 'site.examples.topic.tooltip', message: 'Tooltips'});
    case 'axis':
      return translate({id: 'site.examples.topic.axis', message: 'Axes and scales'});
    case 'label':
      return translate({id: 'site.examples.topic.label', message: 'Labels'});
    case 'interaction':
      return translate({id: 'site.examples.topic.interaction', message: 'Interactions'});
    case 'slider':
      return translate({id: 'site.examples.topic.slider', message: 'Sliders and scrollbars'});
    case 'state':
      return translate({id: 'site.examples.topic.state', message: 'States'});
    case 'pattern':
      return translate({id: 'site.examples.topic.pattern', message: 'Patterns'});
    case 'theme':
      return translate({id: 'site.examples.topic.theme', message: 'Themes'});
    case 'animation':
      return translate({id: 'site.examples.topic.animation', message: 'Animation'});
    case 'events':
      return translate({id: 'site.examples.topic.events', message: 'Events'});
    case 'responsive':
      return translate({id: 'site.examples.topic.responsive', message: 'Responsive size'});
    case 'data-update':
      return translate({id: 'site.examples.topic.data-update', message: 'Data updates'});
    case 'large-data':
      return translate({id: 'site.examples.topic.large-data', message: 'Large data'});
    case 'export':
      return translate({id: 'site.examples.topic.export', message: 'Export'});
    case 'typescript':
      return translate({id: 'site.examples.topic.typescript', message: 'TypeScript'});
  }
}
