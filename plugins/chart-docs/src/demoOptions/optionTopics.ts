import type {DemoTopicId} from '../topics';

/**
 * The gallery topic that is about a top-level chart option, for the options a topic names outright.
 * A demo that differs from a sibling by one of these options is fine when it carries that topic: the
 * option is then its subject, as the gallery presents it. Options outside this table (`data`, `color`,
 * `isStack`, `height`) have no topic of their own, so a demo that changes only one of them is a toggle.
 */
const OPTION_TOPICS: Readonly<Record<string, DemoTopicId>> = {
  legend: 'legend',
  tooltip: 'tooltip',
  label: 'label',
  annotations: 'annotations',
  xAxis: 'axis',
  yAxis: 'axis',
  meta: 'axis',
  slider: 'slider',
  scrollbar: 'slider',
  interactions: 'interaction',
  state: 'state',
  pattern: 'pattern',
  theme: 'theme',
  animation: 'animation',
};

/** The topic whose subject is `option` (a top-level option name), or `undefined` when none is. */
export function topicOfOption(option: string): DemoTopicId | undefined {
  return Object.hasOwn(OPTION_TOPICS, option) ? OPTION_TOPICS[option] : undefined;
}
