import React, {useId, useMemo, useRef, type CSSProperties} from 'react';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ExamplesGalleryData, GallerySection} from '../../gallery/types';
import ExampleCard, {type CardPicture} from './ExampleCard';
import {countDemos, filterSections, groupByTopic, MAX_FILTER_CHARS, topicLabels} from './filterExamples';
import JumpToChart from './JumpToChart';
import GalleryChoices from './GalleryChoices';
import {galleryCharts, topicCounts} from './galleryFacets';
import {MESSAGES} from './messages';
import {useFilterParam} from './useFilterParam';
import {useGalleryMatcher} from './useGalleryMatcher';
import {useGalleryParams} from './useGalleryParams';
import {usePicturesAfterHydration} from './usePicturesAfterHydration';
import styles from './styles.module.css';

/**
 * The gallery: a filter box, a chart, a topic and a grouping to choose, a
 * count of the matching examples in a polite live region, and one list of
 * cards per chart category (or per topic). Without JavaScript every card
 * shows and works; the box and the choices are then disabled, since nothing
 * could filter.
 */
export default function Gallery({gallery}: {gallery: ExamplesGalleryData}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const pictures = usePicturesAfterHydration();
  const {filter, setFilter, clear} = useFilterParam();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const charts = useMemo(() => galleryCharts(gallery.sections), [gallery.sections]);
  const chartSlugs = useMemo(() => new Set(charts.map((chart) => chart.slug)), [charts]);
  const topics = useMemo(() => topicCounts(gallery.sections), [gallery.sections]);
  const {params, setChart, setTopic, setGroup} = useGalleryParams(chartSlugs);
  const total = useMemo(() => countDemos(gallery.sections), [gallery.sections]);
  const matcher = useGalleryMatcher(gallery.sections, filter, topicLabels);
  const sections = useMemo(() => {
    const kept = filterSections(gallery.sections, filter, params, matcher?.(filter) ?? null);
    return params.group === 'topic' ? groupByTopic(kept) : kept;
  }, [gallery.sections, filter, params, matcher]);
  const count = countDemos(sections);
  const filtered = filter.trim() !== '' || params.chart !== '' || params.topic !== '' || params.group === 'topic';

  let status = MESSAGES.countAll(total);
  if (count === 0) status = MESSAGES.noMatch(filter.trim());
  else if (filtered) status = MESSAGES.countMatching(count, total);

  return (
    <>
      <form role="search" className={styles.filter} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={styles.filterLabel}>
          {MESSAGES.filterLabel()}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className={styles.filterInput}
          placeholder={MESSAGES.filterHint()}
          maxLength={MAX_FILTER_CHARS}
          autoComplete="off"
          spellCheck={false}
          disabled={!isBrowser}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <GalleryChoices
          charts={charts}
          topicCounts={topics}
          params={params}
          disabled={!isBrowser}
          onChart={setChart}
          onTopic={setTopic}
          onGroup={setGroup}
        >
          <JumpToChart sections={sections} disabled={!isBrowser} />
        </GalleryChoices>
      </form>
      <div className={styles.statusRow}>
        <p role="status" aria-live="polite" className={styles.status}>
          {status}
        </p>
        {count === 0 && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              clear();
              setChart('');
              setTopic('');
              input.current?.focus();
            }}
          >
            {MESSAGES.clear()}
          </button>
        )}
      </div>
      <GallerySections sections={sections} pictures={pictures} />
    </>
  );
}

/**
 * Cards whose pictures are in the HTML: the first row of the widest grid (four
 * columns), so a desktop's first screen shows pictures before the page's code
 * runs. The other ~385 pictures would double the HTML (two modes each), and on
 * a phone's first load the HTML's size decides how soon anything shows.
 */
const PICTURES_IN_HTML = 4;

function cardPicture(sectionIndex: number, index: number, pictures: boolean): CardPicture {
  if (sectionIndex === 0 && index === 0) return 'priority';
  if (sectionIndex === 0 && index < PICTURES_IN_HTML) return 'lazy-wide';
  return pictures ? 'lazy' : 'none';
}

/**
 * The lists of cards. Memoised: the gallery re-renders right after hydration
 * (the box and the choices become enabled), and the 390 cards need not; they
 * render once more when the pictures arrive, in a transition.
 * (Hydrating them in Suspense groups was tried: React rendered the groups
 * afresh instead.)
 */
const GallerySections = React.memo(function GallerySections({
  sections,
  pictures,
}: {
  sections: readonly GallerySection[];
  /** Whether cards past the first row show their pictures (after hydration). */
  pictures: boolean;
}): React.JSX.Element {
  return (
    <>
      {sections.map((section, sectionIndex) => (
        <section
          key={section.id}
          className={styles.section}
          aria-labelledby={`examples-${section.id}`}
          // Its card count sizes it until first seen (the CSS of .section).
          style={{'--cards': section.demos.length} as CSSProperties}
        >
          <Heading as="h2" id={`examples-${section.id}`}>
            {section.label}
          </Heading>
          <ul className={styles.grid}>
            {section.demos.map((demo, index) => (
              <ExampleCard
                key={demo.id}
                demo={demo}
                picture={cardPicture(sectionIndex, index, pictures)}
                described={pictures}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
});
