import React, {useId} from 'react';
import type {GalleryChart} from '../../gallery/types';
import {DEMO_TOPICS} from '../../topics';
import type {GalleryParams} from './galleryParams';
import {MESSAGES, topicName} from './messages';
import styles from './styles.module.css';

interface Props {
  charts: readonly GalleryChart[];
  /** How many demos each topic has, over the whole gallery. */
  topicCounts: ReadonlyMap<string, number>;
  params: GalleryParams;
  disabled: boolean;
  onChart: (slug: string) => void;
  onTopic: (topic: string) => void;
  onGroup: (group: GalleryParams['group']) => void;
  /** More controls on the same row (the jump list). */
  children?: React.ReactNode;
}

/** Native selects for the chart, the topic and the grouping: keyboard and screen readers know them as they are. */
export default function GalleryChoices({
  charts,
  topicCounts,
  params,
  disabled,
  onChart,
  onTopic,
  onGroup,
  children,
}: Props): React.JSX.Element {
  const chartId = useId();
  const topicId = useId();
  const groupId = useId();
  return (
    <div className={styles.choices}>
      <span className={styles.choice}>
        <label htmlFor={chartId}>{MESSAGES.chartLabel()}</label>
        <select id={chartId} value={params.chart} disabled={disabled} onChange={(e) => onChart(e.target.value)}>
          <option value="">{MESSAGES.anyChart()}</option>
          {charts.map((chart) => (
            <option key={chart.slug} value={chart.slug}>
              {chart.title}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.choice}>
        <label htmlFor={topicId}>{MESSAGES.topicLabel()}</label>
        <select id={topicId} value={params.topic} disabled={disabled} onChange={(e) => onTopic(e.target.value)}>
          <option value="">{MESSAGES.anyTopic()}</option>
          {DEMO_TOPICS.filter((topic) => (topicCounts.get(topic.id) ?? 0) > 0).map((topic) => (
            <option key={topic.id} value={topic.id}>
              {MESSAGES.topicOption(topicName(topic.id), topicCounts.get(topic.id) ?? 0)}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.choice}>
        <label htmlFor={groupId}>{MESSAGES.groupLabel()}</label>
        <select
          id={groupId}
          value={params.group}
          disabled={disabled}
          onChange={(e) => onGroup(e.target.value === 'topic' ? 'topic' : 'chart')}
        >
          <option value="chart">{MESSAGES.groupByChart()}</option>
          <option value="topic">{MESSAGES.groupByTopic()}</option>
        </select>
      </span>
      {children}
    </div>
  );
}
