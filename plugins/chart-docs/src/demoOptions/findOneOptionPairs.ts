import type {DemoTopicId} from '../topics';
import {topicOfOption} from './optionTopics';
import {readDemoCharts} from './readDemoOptions';

/** What the pair check needs of a demo (a `ScannedDemo` has it). */
export interface PairDemo {
  id: string;
  group: string;
  source: string;
  asset: {topics: readonly DemoTopicId[]};
}

/** Two demos of one chart whose only difference is one top-level option outside both demos' topics. */
export interface OneOptionPair {
  first: string;
  second: string;
  option: string;
}

/** The keys whose values differ, keys set in only one of the two included. */
export function differingOptions(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((key) => a.get(key) !== b.get(key)).sort();
}

/**
 * Pairs of demos of the same group that draw one chart each, of the same component, and differ in
 * exactly one option that is not the subject of either demo (`topicOfOption`). Demos that draw several
 * charts are dashboards or linked views, a use case of their own, and are not compared.
 */
export function findOneOptionPairs(demos: readonly PairDemo[]): OneOptionPair[] {
  const single = demos.flatMap((demo) => {
    const charts = readDemoCharts(demo.source, demo.id);
    return charts.length === 1 ? [{demo, chart: charts[0]}] : [];
  });
  const pairs: OneOptionPair[] = [];
  for (let i = 0; i < single.length; i += 1) {
    for (let j = i + 1; j < single.length; j += 1) {
      const a = single[i];
      const b = single[j];
      if (a.demo.group !== b.demo.group || a.chart.component !== b.chart.component) {
        continue;
      }
      const differing = differingOptions(a.chart.options, b.chart.options);
      if (differing.length !== 1) {
        continue;
      }
      const [option] = differing;
      // A sub-chart's option (`plots[0].options.tooltip`) has the topic of its own name.
      const topic = topicOfOption(option.slice(option.lastIndexOf('.') + 1));
      const covered =
        topic !== undefined && (a.demo.asset.topics.includes(topic) || b.demo.asset.topics.includes(topic));
      if (!covered) {
        pairs.push({first: a.demo.id, second: b.demo.id, option});
      }
    }
  }
  return pairs;
}
