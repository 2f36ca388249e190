import React from 'react';
import Link from '@docusaurus/Link';
import type {GalleryDemo} from '@site/plugins/chart-docs/src/gallery/types';
import {MESSAGES} from './messages';
import styles from './styles.module.css';

/**
 * The chart's picture in both color modes; CSS shows the one matching
 * `<html data-theme>`, so the right one shows without JavaScript too. Lazy
 * images that are not displayed are never fetched, so a visitor downloads
 * one variant.
 */
function PreviewImages({demo}: {demo: GalleryDemo}): React.JSX.Element {
  const preview = demo.preview!;
  const common = {
    width: preview.width,
    height: preview.height,
    alt: demo.description,
    loading: 'lazy' as const,
    decoding: 'async' as const,
  };
  return (
    <>
      <img {...common} src={preview.light} className={styles.light} />
      <img {...common} src={preview.dark} className={styles.dark} />
    </>
  );
}

/** A neutral box where no preview has been made yet: same size as a picture, so the grid stays even. */
function PreviewPlaceholder(): React.JSX.Element {
  return (
    <svg className={styles.placeholder} viewBox="0 0 160 100" role="img" aria-label={MESSAGES.noPreview()}>
      <path d="M20 80 L55 50 L85 65 L140 25" />
    </svg>
  );
}

/**
 * One demo: its picture, title and chart name, all inside one link to the
 * demo on its page. The link is named by the title and chart name; the
 * picture's text (the demo's description) stays available on the image.
 */
export default function ExampleCard({demo}: {demo: GalleryDemo}): React.JSX.Element {
  const titleId = `example-${demo.id}-title`;
  const chartId = `example-${demo.id}-chart`;
  return (
    <li className={styles.item}>
      <Link
        to={demo.link}
        className={styles.card}
        aria-labelledby={demo.chart ? `${titleId} ${chartId}` : titleId}
        data-example-id={demo.id}
      >
        <span className={styles.thumb}>{demo.preview ? <PreviewImages demo={demo} /> : <PreviewPlaceholder />}</span>
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
