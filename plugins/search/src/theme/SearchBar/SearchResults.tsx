import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {IndexLoadProgress} from '../../client/searchClient';
import type {HighlightText, SearchHint, SearchResultGroup} from '../../client/types';
import type {SearchStatus as Status} from './useSearchClient';
import styles from './styles.module.css';

/** Texts of the search box; functions, so each render reads the current locale's translation. */
export const MESSAGES = {
  label: () => translate({id: 'site.search.label', message: 'Search'}),
  results: () => translate({id: 'site.search.results', message: 'Search results'}),
  loading: () => translate({id: 'site.search.loading', message: 'Loading...'}),
  empty: () => translate({id: 'site.search.empty', message: 'No content was found'}),
  unavailable: () => translate({id: 'site.search.unavailable', message: 'Search is unavailable right now. Try again.'}),
  seeAll: () => translate({id: 'site.search.seeAll', message: 'See all results'}),
  count: (count: number) => translate({id: 'site.search.count', message: '{count} results'}, {count: String(count)}),
};

/** The index download as a percentage when its size is known, else in kilobytes. */
export function formatProgress({loadedBytes, totalBytes}: IndexLoadProgress): string {
  return totalBytes
    ? translate(
        {id: 'site.search.progressPercent', message: 'Downloading the search index: {percent}%'},
        {percent: String(Math.min(100, Math.round((loadedBytes / totalBytes) * 100)))},
      )
    : translate(
        {id: 'site.search.progressBytes', message: 'Downloading the search index: {kilobytes} KB'},
        {kilobytes: String(Math.round(loadedBytes / 1024))},
      );
}

/** Segments to React text, matched words in `<mark>`: typed text never becomes markup. */
export function Highlighted({texts}: {texts: HighlightText[]}): ReactNode {
  return texts.map((segment, index) =>
    segment.highlighted ? (
      <mark key={index}>{segment.text}</mark>
    ) : (
      <React.Fragment key={index}>{segment.text}</React.Fragment>
    ),
  );
}

export function plainText(texts: HighlightText[]): string {
  return texts.map((segment) => segment.text).join('');
}

/**
 * The live region above the results: loading and download progress, failure, no hits, or the number
 * of results (for screen readers only while the results are on screen).
 */
export function SearchStatus(props: {
  status: Status;
  progress: IndexLoadProgress | null;
  count: number;
  visuallyHidden: boolean;
}): React.JSX.Element {
  const {status, progress, count, visuallyHidden} = props;
  let message: ReactNode = null;
  if (status === 'loading') {
    message = (
      <>
        <span className={styles.loading}>{MESSAGES.loading()}</span>
        {progress && progress.loadedBytes > 0 && <span className={styles.progress}>{formatProgress(progress)}</span>}
      </>
    );
  } else if (status === 'error') {
    message = <span className={styles.error}>{MESSAGES.unavailable()}</span>;
  } else if (status === 'done' && count === 0) {
    message = <span className={styles.empty}>{MESSAGES.empty()}</span>;
  } else if (status === 'done') {
    message = MESSAGES.count(count);
  }
  return (
    <div role="status" className={visuallyHidden ? styles.visuallyHidden : styles.status}>
      {message}
    </div>
  );
}

/** `busy`: the shown options are stale; `active`: the active option over all groups (-1: none); `idPrefix`: of the group headings' ids. */
interface Props {
  id: string;
  label: string;
  busy: boolean;
  hidden: boolean;
  groups: SearchResultGroup[];
  active: number;
  optionId: (index: number) => string;
  idPrefix: string;
  onActivate: (index: number) => void;
  onFollow: (hint: SearchHint) => void;
}

/** The results listbox: one group per navigation section, one option (holding a link) per hint. */
export default function SearchResults({
  id,
  label,
  busy,
  hidden,
  groups,
  active,
  optionId,
  idPrefix,
  onActivate,
  onFollow,
}: Props): React.JSX.Element {
  let index = -1;
  return (
    <div
      role="listbox"
      id={id}
      aria-label={label}
      aria-busy={busy}
      className={clsx(styles.listbox, busy && styles.stale)}
      hidden={hidden}
    >
      {groups.map((group) => {
        const headingId = `${idPrefix}-group-${group.sectionOrder}`;
        return (
          <div key={group.title} role="group" aria-labelledby={headingId} className={styles.group}>
            <div role="presentation" id={headingId} className={styles.groupTitle}>
              {group.title}
            </div>
            {group.hints.map((hint) => {
              index += 1;
              const position = index;
              const title = plainText(hint.highlightTitleTexts);
              return (
                <div
                  key={`${hint.type}:${hint.link}`}
                  id={optionId(position)}
                  role="option"
                  aria-selected={position === active}
                  className={clsx(styles.option, position === active && styles.optionActive)}
                  onMouseMove={() => position !== active && onActivate(position)}
                >
                  <Link
                    to={hint.link}
                    className={styles.optionLink}
                    onClick={() => onFollow(hint)}
                    data-hint-type={hint.type}
                  >
                    {hint.pageTitle !== title && <span className={styles.pageTitle}>{hint.pageTitle}</span>}
                    <span className={styles.hintTitle}>
                      <Highlighted texts={hint.highlightTitleTexts} />
                    </span>
                    {hint.highlightTexts.length > 0 && (
                      <span className={styles.snippet}>
                        <Highlighted texts={hint.highlightTexts} />
                      </span>
                    )}
                  </Link>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
