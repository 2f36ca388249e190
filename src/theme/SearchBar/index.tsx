import React, {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SEARCH_DEBOUNCE_MS} from '@site/src/constants';
import type {IndexLoadProgress} from '@site/src/search/fetchSearchIndex';
import {loadSearchClient} from '@site/src/search/loadSearchClient';
import type {HighlightText, SearchHint, SearchResultGroup} from '@site/src/search/types';
import styles from './styles.module.css';

/**
 * Our own search box (no search plugin package): the classic theme renders
 * `@theme/SearchBar` for the `{type: 'search'}` navbar item, on desktop and
 * in the mobile navbar. Everything heavy (client, index, worker) is loaded on
 * the first search; this component only holds the input and the popup.
 */

type Status = 'idle' | 'loading' | 'done' | 'error';

const MESSAGES = {
  label: () => translate({id: 'site.search.label', message: 'Search'}),
  results: () => translate({id: 'site.search.results', message: 'Search results'}),
  loading: () => translate({id: 'site.search.loading', message: 'Loading...'}),
  empty: () => translate({id: 'site.search.empty', message: 'No content was found'}),
  unavailable: () => translate({id: 'site.search.unavailable', message: 'Search is unavailable right now. Try again.'}),
};

/** True when a key typed in this element is text for it (another input, the live code editor). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null
  );
}

function formatProgress({loadedBytes, totalBytes}: IndexLoadProgress): string {
  if (totalBytes) {
    const percent = Math.min(100, Math.round((loadedBytes / totalBytes) * 100));
    return translate(
      {id: 'site.search.progressPercent', message: 'Downloading the search index: {percent}%'},
      {percent: String(percent)},
    );
  }
  const kilobytes = Math.round(loadedBytes / 1024);
  return translate(
    {id: 'site.search.progressBytes', message: 'Downloading the search index: {kilobytes} KB'},
    {kilobytes: String(kilobytes)},
  );
}

/** Segments to React text, matched words in `<mark>`: typed text never becomes markup. */
function Highlighted({texts}: {texts: HighlightText[]}): ReactNode {
  return texts.map((segment, index) =>
    segment.highlighted ? (
      <mark key={index}>{segment.text}</mark>
    ) : (
      <React.Fragment key={index}>{segment.text}</React.Fragment>
    ),
  );
}

function plainText(texts: HighlightText[]): string {
  return texts.map((segment) => segment.text).join('');
}

export default function SearchBar(): React.JSX.Element {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const history = useHistory();
  const location = useLocation();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Id of the newest request; answers to any other are stale and dropped. */
  const requestIdRef = useRef(0);

  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [groups, setGroups] = useState<SearchResultGroup[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [progress, setProgress] = useState<IndexLoadProgress | null>(null);
  const [shortcut, setShortcut] = useState('Ctrl+K');

  const hints = useMemo(() => groups.flatMap((group) => group.hints), [groups]);

  useEffect(() => {
    const platform =
      (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform ?? navigator.platform;
    if (/mac|iphone|ipad/i.test(platform)) {
      setShortcut('⌘K');
    }
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const runSearch = useCallback((value: string) => {
    clearTimeout(timerRef.current);
    requestIdRef.current += 1;
    const id = requestIdRef.current;
    const keywords = value.trim();
    if (keywords === '') {
      setStatus('idle');
      setGroups([]);
      setActive(-1);
      setProgress(null);
      return;
    }
    setStatus('loading');
    setOpen(true);
    timerRef.current = setTimeout(() => {
      const isCurrent = () => id === requestIdRef.current;
      loadSearchClient()
        .then((client) => client.search(keywords, {onProgress: (p) => isCurrent() && setProgress(p)}))
        .then(
          (result) => {
            if (isCurrent()) {
              setGroups(result);
              setStatus('done');
              setActive(-1);
              setProgress(null);
            }
          },
          () => {
            // The next keystroke tries again: the client forgets a failed start.
            if (isCurrent()) {
              setGroups([]);
              setStatus('error');
              setProgress(null);
            }
          },
        );
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  // No timer or late answer may touch an unmounted component.
  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      requestIdRef.current += 1;
    },
    [],
  );

  // Following a result (or any navigation) closes the popup.
  useEffect(() => {
    close();
  }, [location.pathname, location.hash, close]);

  // Ctrl+K / Cmd+K anywhere, `/` outside editable fields, focus the box.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) {
        return;
      }
      const chord =
        (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditableTarget(event.target);
      if (!chord && !slash) {
        return;
      }
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A press outside the search closes the popup.
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        close();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as EventListener);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as EventListener);
    };
  }, [open, close]);

  // Keep the active option visible while arrowing through a long list.
  useEffect(() => {
    if (active >= 0) {
      document.getElementById(optionId(active))?.scrollIntoView?.({block: 'nearest'});
    }
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const openHint = (hint: SearchHint) => {
    close();
    history.push(hint.link);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = hints.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0 || status === 'idle') {
          return;
        }
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
        break;
      }
      case 'Enter':
        if (open && count > 0) {
          event.preventDefault();
          openHint(hints[active >= 0 && active < count ? active : 0]);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (open) {
          close();
        } else if (query !== '') {
          setQuery('');
          runSearch('');
        } else {
          inputRef.current?.blur();
        }
        break;
      default:
        break;
    }
  };

  const showPopup = open && query.trim() !== '' && status !== 'idle';
  const showResults = showPopup && groups.length > 0 && status !== 'error';
  const activeId = showResults && active >= 0 && active < hints.length ? optionId(active) : undefined;

  let statusMessage: ReactNode = null;
  if (status === 'loading') {
    statusMessage = (
      <>
        <span className={styles.loading}>{MESSAGES.loading()}</span>
        {progress && progress.loadedBytes > 0 && <span className={styles.progress}>{formatProgress(progress)}</span>}
      </>
    );
  } else if (status === 'error') {
    statusMessage = <span className={styles.error}>{MESSAGES.unavailable()}</span>;
  } else if (status === 'done' && groups.length === 0) {
    statusMessage = <span className={styles.empty}>{MESSAGES.empty()}</span>;
  } else if (status === 'done') {
    statusMessage = translate({id: 'site.search.count', message: '{count} results'}, {count: String(hints.length)});
  }

  let index = -1;
  return (
    <div
      ref={containerRef}
      className={clsx(styles.searchBar, showPopup && styles.searchBarOpen)}
      // Tabbing out of the box and its results closes them.
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) {
          close();
        }
      }}
    >
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label={MESSAGES.label()}
        aria-autocomplete="list"
        aria-expanded={showResults}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        placeholder={`${MESSAGES.label()} (${shortcut})`}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          runSearch(event.target.value);
        }}
        onFocus={() => {
          if (query.trim() !== '' && status !== 'idle') {
            setOpen(true);
          }
        }}
        onKeyDown={onKeyDown}
      />
      <div
        className={styles.popup}
        hidden={!showPopup}
        // Keep focus (and the caret) in the input while a result is pressed.
        onMouseDown={(event) => event.preventDefault()}
        // From a result reached with Tab, Escape goes back to the box.
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
            inputRef.current?.focus();
          }
        }}
      >
        {/* With results on screen, the count is for screen readers only. */}
        <div role="status" className={showResults && status === 'done' ? styles.visuallyHidden : styles.status}>
          {statusMessage}
        </div>
        <div
          role="listbox"
          id={listboxId}
          aria-label={MESSAGES.results()}
          aria-busy={status === 'loading'}
          className={clsx(styles.listbox, status === 'loading' && styles.stale)}
          hidden={!showResults}
        >
          {groups.map((group) => {
            const headingId = `${baseId}-group-${group.sectionOrder}`;
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
                      onMouseMove={() => position !== active && setActive(position)}
                    >
                      <Link to={hint.link} className={styles.optionLink} onClick={close} data-hint-type={hint.type}>
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
      </div>
    </div>
  );
}
