import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {DemoPreviewImage} from '../../types';
import PreviewPicture from './PreviewPicture';
import styles from './styles.module.css';

interface Props {
  /** The demo's picture, shown in the chart's place until the engine draws (null: a shimmer). */
  preview?: DemoPreviewImage | null;
  /** The demo's title, the picture's text alternative. */
  title?: string;
  /** Fetch the picture at once, with high priority (the chart in the first screen). */
  priority?: boolean;
}

/**
 * Holds the chart's place (its height is reserved by the parent) while the
 * engine loads: the chart's preview picture when it has one, else a shimmer.
 * Either way a status tells assistive technology the chart is loading.
 */
export default function ChartPlaceholder({preview = null, title = '', priority}: Props): React.JSX.Element {
  const loading = <Translate id="site.loading">Loading...</Translate>;
  if (preview) {
    return (
      <div className={styles.placeholder} role="status">
        <PreviewPicture preview={preview} title={title} priority={priority} />
        <span className="sr-only">{loading}</span>
      </div>
    );
  }
  return (
    <div className={clsx(styles.placeholder, 'site-shimmer')} role="status">
      <span className={styles.placeholderText}>{loading}</span>
    </div>
  );
}
