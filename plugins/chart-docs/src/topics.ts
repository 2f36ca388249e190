/**
 * Topics that cut across charts, in the order `/examples` offers them. A demo
 * names its topics in its header (`topics: annotations, legend`). Shared by
 * build-time code (header validation) and the browser (the gallery's topic
 * filter), so it must stay free of Node imports.
 */
export const DEMO_TOPICS = [
  {id: 'basics', label: 'Basic charts'},
  {id: 'stacking', label: 'Stacking and grouping'},
  {id: 'colors', label: 'Colors and styles'},
  {id: 'shapes', label: 'Shapes, sizes and layouts'},
  {id: 'data-shape', label: 'Data shapes'},
  {id: 'dashboards', label: 'Dashboards and small multiples'},
  {id: 'annotations', label: 'Annotations'},
  {id: 'legend', label: 'Legends'},
  {id: 'tooltip', label: 'Tooltips'},
  {id: 'axis', label: 'Axes and scales'},
  {id: 'label', label: 'Labels'},
  {id: 'interaction', label: 'Interactions'},
  {id: 'slider', label: 'Sliders and scrollbars'},
  {id: 'state', label: 'States'},
  {id: 'pattern', label: 'Patterns'},
  {id: 'theme', label: 'Themes'},
  {id: 'animation', label: 'Animation'},
  {id: 'events', label: 'Events'},
  {id: 'responsive', label: 'Responsive size'},
  {id: 'data-update', label: 'Data updates'},
  {id: 'large-data', label: 'Large data'},
  {id: 'export', label: 'Export'},
  {id: 'typescript', label: 'TypeScript'},
] as const;

export type DemoTopicId = (typeof DEMO_TOPICS)[number]['id'];

export const DEMO_TOPIC_IDS: readonly DemoTopicId[] = DEMO_TOPICS.map((topic) => topic.id);
