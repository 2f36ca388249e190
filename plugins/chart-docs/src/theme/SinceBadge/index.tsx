import React from 'react';
import clsx from 'clsx';
import type {SinceInfo} from '../../since/types';
import {sinceExplanation, sinceLabel} from '../../since/sinceText';
import styles from './styles.module.css';

interface Props {
  since: SinceInfo;
  className?: string;
}

/**
 * `since G2Plot 2.3.1`: the release a chart or an option came in, when later
 * than the first @ant-design/plots 1.x release (plugins/chart-docs/since.json).
 * The label names the package; the longer explanation is its title (a table
 * can hold hundreds of these, so it is not read out on every row).
 */
export default function SinceBadge({since, className}: Props): React.JSX.Element {
  return (
    <span className={clsx(styles.since, className)} title={sinceExplanation(since)}>
      {sinceLabel(since)}
    </span>
  );
}
