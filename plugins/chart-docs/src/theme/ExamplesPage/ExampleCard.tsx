import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {GalleryDemo} from '../../gallery/types';
import PreviewPicture from '../Demo/PreviewPicture';
import styles from './styles.module.css';

/**
 * A neutral line drawing, same size as a picture, so the grid stays even: where no preview has been
 * made yet, and where the picture comes with the page's code (until hydrated; for good without it).
 */
function PreviewPlaceholder(): React.JSX.Element {
  return (
    <svg className={styles.placeholder} viewBox="0 0 160 100" aria-hidden="true">
      <path d="M20 80 L55 50 L85 65 L140 25" />
    </svg>
  );
}

/**
 * How a card shows its picture:
 * - `priority`: fetched at once with high priority (the largest thing in a phone's first screen);
 * - `lazy`: fetched near the viewport;
 * - `lazy-wide`: fetched near the viewport, but where the grid is one column it waits for the
 *   page's code (below the first card there, so a phone's slow link serves the first picture and
 *   the code first);
 * - `none`: the neutral drawing, until the page's code renders the picture (`lazy`).
 */
export type CardPicture = 'priority' | 'lazy' | 'lazy-wide' | 'none';

interface Props {
  demo: GalleryDemo;
  picture: CardPicture;
}

/**
 * One demo: its picture (in the color mode's variant), title and chart name,
 * all inside one link to the demo on its page. The link is named by its text
 * (title, then chart name); the picture shows what the title says, so its
 * text alternative is empty.
 */
function ExampleCard({demo, picture}: Props): React.JSX.Element {
  const thumb =
    demo.preview && picture !== 'none' ? (
      <PreviewPicture preview={demo.preview} title="" priority={picture === 'priority'} />
    ) : (
      <PreviewPlaceholder />
    );
  return (
    <li className={styles.item}>
      <Link to={demo.link} className={styles.card}>
        <span className={clsx(styles.thumb, picture === 'lazy-wide' && styles.waitsOnOneColumn)}>{thumb}</span>
        <span className={styles.title}>{demo.title}</span>
        {/* A space, so the link's name reads "Title Chart" also where the spans are not blocks. */}
        {demo.chart && ' '}
        {demo.chart && <span className={styles.chart}>{demo.chart.title}</span>}
      </Link>
    </li>
  );
}

/** Memoised: typing in the filter re-renders the gallery, and the cards that stay need not render again. */
export default React.memo(ExampleCard);
