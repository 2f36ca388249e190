import React, {useId, useMemo, useRef} from 'react';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ExamplesGalleryData} from '@site/plugins/chart-docs/src/gallery/types';
import ExampleCard from './ExampleCard';
import {countDemos, filterSections, MAX_FILTER_CHARS} from './filterExamples';
import {MESSAGES} from './messages';
import {useFilterParam} from './useFilterParam';
import styles from './styles.module.css';

/**
 * The gallery: a filter box, a count of the matching examples in a polite
 * live region, and one list of cards per chart category. Without JavaScript
 * every card shows and works; the box is then disabled, since nothing could
 * filter.
 */
export default function Gallery({gallery}: {gallery: ExamplesGalleryData}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const {filter, setFilter, clear} = useFilterParam();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const total = useMemo(() => countDemos(gallery.sections), [gallery.sections]);
  const sections = useMemo(() => filterSections(gallery.sections, filter), [gallery.sections, filter]);
  const count = countDemos(sections);
  const filtered = filter.trim() !== '';

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
              input.current?.focus();
            }}
          >
            {MESSAGES.clear()}
          </button>
        )}
      </div>
      {sections.map((section, sectionIndex) => (
        <section key={section.id} aria-labelledby={`examples-${section.id}`}>
          <Heading as="h2" id={`examples-${section.id}`}>
            {section.label}
          </Heading>
          <ul className={styles.grid}>
            {section.demos.map((demo, index) => (
              <ExampleCard key={demo.id} demo={demo} priority={sectionIndex === 0 && index === 0} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
