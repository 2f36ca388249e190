import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import SearchResults, {MESSAGES, SearchStatus} from './SearchResults';
import {useDismissOnOutsideClick, useListboxKeyboard} from './useListboxKeyboard';
import {useSearchClient} from './useSearchClient';
import {useSearchShortcuts} from './useSearchShortcuts';
import {signalSamePageHash, useLandingHighlight} from './useLandingHighlight';
import {rememberLandingWords} from '../../client/markLandingText';
import {parseKeywords, searchPageLink} from '../../client/typedQuery';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {SearchHint} from '../../client/types';
import styles from './styles.module.css';

/**
 * The navbar's search box (theme-classic renders `@theme/SearchBar` for the `search` navbar item):
 * only the input and the popup; client, index and worker load on the first search.
 */
export default function SearchBar(): React.JSX.Element {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const history = useHistory();
  const location = useLocation();
  // Results hold site paths (`/api/line`); the router needs the base (`/zh-CN/`, `/docs/`), which
  // `Link` adds by itself and a push does not.
  const {withBaseUrl} = useBaseUrlUtils();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  const {status, groups, progress, search, debounceMs} = useSearchClient();
  useLandingHighlight();
  /** A result is being followed: mark its words on arrival, and make a same-page hash change heard. */
  const follow = (hint: SearchHint) => {
    rememberLandingWords({...hint, link: withBaseUrl(hint.link)}, parseKeywords(query));
    signalSamePageHash(withBaseUrl(hint.link));
  };
  const hints = useMemo(() => groups.flatMap((group) => group.hints), [groups]);
  const {open, setOpen, close, active, setActive, optionId, onKeyDown} = useListboxKeyboard({
    items: hints,
    enabled: status !== 'idle',
    idPrefix: baseId,
    onChoose: (hint) => {
      follow(hint);
      history.push(withBaseUrl(hint.link));
    },
    onEnterWithoutActive: () => history.push(withBaseUrl(searchPageLink(query))),
    onEscapeWhenClosed: () => {
      if (query !== '') {
        setQuery('');
        search('');
      } else {
        inputRef.current?.blur();
      }
    },
  });
  const shortcut = useSearchShortcuts(inputRef);
  useDismissOnOutsideClick(containerRef, open, close);

  // Following a result (or any navigation) closes the popup.
  useEffect(() => {
    close();
  }, [location.pathname, location.hash, close]);

  const showPopup = open && query.trim() !== '' && status !== 'idle';
  const showResults = showPopup && groups.length > 0 && status !== 'error';
  const activeId = showResults && active >= 0 && active < hints.length ? optionId(active) : undefined;

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
        data-debounce-ms={debounceMs}
        // The inline pre-hydration shortcut (plugins/search earlyShortcutScript) focuses this box.
        data-search-input=""
        value={query}
        onChange={(event) => {
          const value = event.target.value;
          setQuery(value);
          if (value.trim() !== '') {
            setOpen(true);
          }
          search(value);
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
        <SearchStatus
          status={status}
          progress={progress}
          count={hints.length}
          visuallyHidden={showResults && status === 'done'}
        />
        <SearchResults
          id={listboxId}
          label={MESSAGES.results()}
          busy={status === 'loading'}
          hidden={!showResults}
          groups={groups}
          active={active}
          optionId={optionId}
          idPrefix={baseId}
          onActivate={setActive}
          onFollow={(hint) => {
            follow(hint);
            close();
          }}
        />
        {showResults && (
          <Link to={searchPageLink(query)} className={styles.seeAll} onClick={close}>
            {MESSAGES.seeAll()}
          </Link>
        )}
      </div>
    </div>
  );
}
