import {translate} from '@docusaurus/Translate';

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
};
