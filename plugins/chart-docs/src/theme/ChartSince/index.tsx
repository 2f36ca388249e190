import React from 'react';
import SinceBadge from '@theme/SinceBadge';
import {allCharts} from '../../client/charts/demoRegistry';
import styles from './styles.module.css';

/**
 * Under a chart page's title: the release its chart came in, when later than
 * the first @ant-design/plots 1.x release (`since.json`); nothing otherwise.
 */
export default function ChartSince({slug}: {slug: string}): React.JSX.Element | null {
  const since = allCharts().find((chart) => chart.slug === slug)?.since;
  return since ? (
    <p className={styles.since}>
      <SinceBadge since={since} />
    </p>
  ) : null;
}
