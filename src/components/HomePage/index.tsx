import React, {type CSSProperties} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Demo from '@theme/Demo';
import SocialCard from '@theme/SocialCard';
import type {HomeFeature, HomeHeroData} from './types';
import styles from './styles.module.css';

export type {HomeAction, HomeFeature, HomeFrontMatter, HomeHeroData} from './types';

/** `Ant Design Plots` -> `ant-design-plots`, so the hero title has an anchor like every heading. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function HomeHero({hero}: {hero: HomeHeroData}): React.JSX.Element {
  return (
    <header className={styles.hero}>
      <h1 id={slugify(hero.title)} className={styles.heroTitle}>
        {hero.title}
      </h1>
      <p className={styles.heroDescription}>{hero.description}</p>
      <div className={styles.heroActions}>
        {hero.actions.map((action) => (
          <Link
            key={action.link}
            to={action.link}
            className={clsx('button', 'button--lg', action.primary ? 'button--primary' : 'button--secondary')}
          >
            {action.text}
          </Link>
        ))}
      </div>
    </header>
  );
}

export function HomeFeatures({features}: {features: HomeFeature[]}): React.JSX.Element {
  return (
    <ul
      className={styles.features}
      aria-label={translate({
        id: 'site.home.featuresLabel',
        message: 'Features',
        description: "The home page's features list",
      })}
    >
      {features.map((feature) => (
        <li key={feature.title} className={styles.feature}>
          <span className={styles.featureEmoji} aria-hidden="true">
            {feature.emoji}
          </span>
          <strong className={styles.featureTitle}>
            {feature.link ? <Link to={feature.link}>{feature.title}</Link> : feature.title}
          </strong>
          <p className={styles.featureDescription}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}

interface GalleryProps {
  /** Demo ids, such as `line-basic`. */
  demos: string[];
  /** Columns from 768px up; one column below. */
  columns: number;
}

export function HomeGallery({demos, columns}: GalleryProps): React.JSX.Element {
  const style = {'--home-gallery-columns': columns} as CSSProperties;
  return (
    <section className={styles.gallery} style={style} aria-labelledby="chart-gallery">
      {/* The page's social card is its first demo's. */}
      <SocialCard demoId={demos[0]} />
      {/* The demos' titles are h3: this h2 keeps the page's heading levels in order after the hero's h1. */}
      <h2 id="chart-gallery" className="sr-only">
        <Translate id="home.gallery.heading" description="The hidden heading of the home page's demo gallery">
          Chart gallery
        </Translate>
      </h2>
      {demos.map((id) => (
        <div key={id} className={styles.galleryItem}>
          <Demo id={id} />
        </div>
      ))}
    </section>
  );
}
