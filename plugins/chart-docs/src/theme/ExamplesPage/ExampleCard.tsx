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
  /** Whether the card shows its description (after hydration: the HTML stays small, its box is kept). */
  described: boolean;
}

/** The description's first clause, as plain text: a card's one line (two at most on screen). */
export function cardLine(description: string): string {
  const plain = description.replace(/`/g, '');
  const end = plain.search(/[.;:](\s|$)/);
  return end === -1 ? plain : plain.slice(0, end + 1);
}

/**
 * One demo: its picture (in the color mode's variant), title, chart name and
 * one line of description, all inside one link to the demo on its page. The
 * link is named by its title and chart name and described by the line; the
 * picture shows what the title says, so its text alternative is empty.
 *
 * Until the line arrives (after hydration) the link is named by its text and
 * carries no ids: 389 cards' ids and references were about a quarter of the page's
 * HTML, which then needed a second round trip on a slow link.
 */
function ExampleCard({demo, picture, described}: Props): React.JSX.Element {
  const ids = described ? `card-${demo.id}` : undefined;
  const thumb =
    demo.preview && picture !== 'none' ? (
      <PreviewPicture preview={demo.preview} title="" priority={picture === 'priority'} />
    ) : (
      <PreviewPlaceholder />
    );
  return (
    <li className={styles.item} data-chart={demo.chart?.slug}>
      <Link
        to={demo.link}
        className={styles.card}
        aria-labelledby={ids && (demo.chart ? `${ids}-title ${ids}-chart` : `${ids}-title`)}
        aria-describedby={ids && `${ids}-line`}
      >
        <span className={clsx(styles.thumb, picture === 'lazy-wide' && styles.waitsOnOneColumn)}>{thumb}</span>
        <span className={styles.title} id={ids && `${ids}-title`}>
          {demo.title}
        </span>
        {/* A space, so the text reads "Title Chart" also where the spans are not blocks. */}
        {demo.chart && ' '}
        {demo.chart && (
          <span className={styles.chart} id={ids && `${ids}-chart`}>
            {demo.chart.title}
          </span>
        )}
        <span className={styles.line} id={ids && `${ids}-line`}>
          {described ? cardLine(demo.description) : null}
        </span>
      </Link>
    </li>
  );
}

/** Memoised: typing in the filter re-renders the gallery, and the cards that stay need not render again. */
export default React.memo(ExampleCard);
