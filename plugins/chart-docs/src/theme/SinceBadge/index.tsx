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
 * The explanation is its title and, for screen readers, part of its text.
 */
export default function SinceBadge({since, className}: Props): React.JSX.Element {
  const explanation = sinceExplanation(since);
  return (
    <span className={clsx(styles.since, className)} title={explanation}>
      {sinceLabel(since)}
      <span className={styles.visuallyHidden}>. {explanation}</span>
    </span>
  );
}
