import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import {Highlighted, MESSAGES, plainText} from '../SearchBar/SearchResults';
import {rememberLandingWords} from '../../client/markLandingText';
import {SEARCH_PAGE_PATH} from '../../constants';
import {SEARCH_DEBOUNCE_MS} from '../../client/constants';
import {loadSearchClient} from '../../client/loadSearchClient';
import {cleanQuery, MAX_QUERY_CHARS, parseKeywords, readSearchQuery} from '../../client/typedQuery';
import type {SearchResultGroup} from '../../client/types';
import styles from './styles.module.css';

type AllResultsState =
  {status: 'idle'} | {status: 'loading'} | {status: 'error'} | {status: 'done'; groups: SearchResultGroup[]};

/** Every result for the query (the client's `all` mode) after the debounce; answers to older queries are dropped. */
function useAllResults(query: string): AllResultsState {
  const [state, setState] = useState<AllResultsState>({status: 'idle'});
  useEffect(() => {
    const keywords = query.trim();
    if (keywords === '') return setState({status: 'idle'});
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    const timer = setTimeout(() => {
      loadSearchClient()
        .then((client) => client.search(keywords, {all: true}))
        .then(
          (groups) => current && setState({status: 'done', groups}),
          () => current && setState({status: 'error'}),
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return state;
}

const TEXTS = {
  title: () => translate({id: 'site.searchPage.title', message: 'Search the documentation'}),
  input: () => translate({id: 'site.searchPage.input', message: 'Search query'}),
  prompt: () => translate({id: 'site.searchPage.prompt', message: 'Type words to search for.'}),
};

function ResultGroups({groups, query}: {groups: SearchResultGroup[]; query: string}): React.JSX.Element {
  // The marks wait for the page the link leads to, which carries the base (`/zh-CN/`); results do not.
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <>
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`search-group-${group.sectionOrder}`}>
          <h2 id={`search-group-${group.sectionOrder}`}>{group.title}</h2>
          <ul className={styles.list}>
            {group.hints.map((hint) => {
              const title = plainText(hint.highlightTitleTexts);
              return (
                <li key={`${hint.type}:${hint.link}`} className={styles.item}>
                  <Link
                    to={hint.link}
                    className={styles.link}
                    onClick={() => rememberLandingWords({...hint, link: withBaseUrl(hint.link)}, parseKeywords(query))}
                  >
                    {hint.pageTitle !== title && <span className={styles.pageTitle}>{hint.pageTitle}</span>}
                    <Highlighted texts={hint.highlightTitleTexts} />
                  </Link>
                  {hint.highlightTexts.length > 0 && (
                    <p className={styles.snippet}>
                      <Highlighted texts={hint.highlightTexts} />
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

/**
 * The body of `/search?q=...`: every result for `q`, grouped by navigation
 * section, as links with snippets. The query lives in the URL (shareable); it
 * is only ever text: cleaned, capped at MAX_QUERY_CHARS and rendered by React.
 */
export default function SearchPageContent(): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState(() => readSearchQuery(location.search));
  // Back/forward or a new link to this page brings another `q`; the URL's own echo of
  // what is being typed (trimmed) must not eat a space typed between two words.
  useEffect(() => {
    const fromUrl = readSearchQuery(location.search);
    setQuery((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
  }, [location.search]);
  const state = useAllResults(query);
  const count = state.status === 'done' ? state.groups.reduce((sum, group) => sum + group.hints.length, 0) : 0;

  let status: string = TEXTS.prompt();
  if (state.status === 'loading') status = MESSAGES.loading();
  else if (state.status === 'error') status = MESSAGES.unavailable();
  else if (state.status === 'done') status = count === 0 ? MESSAGES.empty() : MESSAGES.count(count);

  return (
    <main className="container margin-vert--lg">
      <h1>{TEXTS.title()}</h1>
      <form
        role="search"
        action={SEARCH_PAGE_PATH}
        method="get"
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
      >
        <input
          type="search"
          name="q"
          className={styles.input}
          aria-label={TEXTS.input()}
          maxLength={MAX_QUERY_CHARS}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            const value = cleanQuery(event.target.value);
            setQuery(value);
            const q = value.trim();
            history.replace({search: q ? `?${new URLSearchParams({q}).toString()}` : ''});
          }}
        />
      </form>
      {/* At least a screen high from the first paint, so the results arriving (after hydration, the
          index and the worker) push nothing on screen down: the footer starts below the fold. */}
      <div className={styles.results}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {state.status === 'done' && <ResultGroups groups={state.groups} query={query} />}
      </div>
    </main>
  );
}
