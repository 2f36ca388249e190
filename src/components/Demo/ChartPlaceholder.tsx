import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Holds the chart's place (its height is reserved by the parent) while the engine loads. */
export default function ChartPlaceholder(): React.JSX.Element {
  return (
    <div className={clsx(styles.placeholder, 'site-shimmer')} role="status">
      <span className={styles.placeholderText}>
        <Translate id="site.loading">Loading...</Translate>
      </span>
    </div>
  );
}
