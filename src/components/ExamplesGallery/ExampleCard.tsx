import React from 'react';
import Link from '@docusaurus/Link';
import type {GalleryDemo} from '@site/plugins/chart-docs/src/gallery/types';
import PreviewPicture from '@site/src/components/Demo/PreviewPicture';
import {MESSAGES} from './messages';
import styles from './styles.module.css';

/** A neutral box where no preview has been made yet: same size as a picture, so the grid stays even. */
function PreviewPlaceholder(): React.JSX.Element {
  return (
    <svg className={styles.placeholder} viewBox="0 0 160 100" role="img" aria-label={MESSAGES.noPreview()}>
      <path d="M20 80 L55 50 L85 65 L140 25" />
    </svg>
  );
}

interface Props {
  demo: GalleryDemo;
  /** Makes the card's element ids unique where a demo shows in more than one section (grouped by topic). */
  idPrefix?: string;
  /** The first card is likely the largest thing in a phone's first screen: its picture loads at once. */
  priority?: boolean;
}

/**
 * One demo: its picture (in the color mode's variant, lazily loaded unless
 * `priority`), title and chart name, all inside one link to the demo on its
 * page. The link is named by the title and chart name.
 */
function ExampleCard({demo, idPrefix = '', priority = false}: Props): React.JSX.Element {
  const base = idPrefix ? `example-${idPrefix}-${demo.id}` : `example-${demo.id}`;
  const titleId = `${base}-title`;
  const chartId = `${base}-chart`;
  return (
    <li className={styles.item}>
      <Link
        to={demo.link}
        className={styles.card}
        aria-labelledby={demo.chart ? `${titleId} ${chartId}` : titleId}
        data-example-id={demo.id}
      >
        <span className={styles.thumb}>
          {demo.preview ? (
            <PreviewPicture preview={demo.preview} title={demo.title} priority={priority} />
          ) : (
            <PreviewPlaceholder />
          )}
        </span>
        <span id={titleId} className={styles.title}>
          {demo.title}
        </span>
        {demo.chart && (
          <span id={chartId} className={styles.chart}>
            {demo.chart.title}
          </span>
        )}
      </Link>
    </li>
  );
}

/** Memoised: typing in the filter re-renders the gallery, and the cards that stay need not render again. */
export default React.memo(ExampleCard);
