import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {MemoryRouter, Route} from 'react-router-dom';
import {SEARCH_DEBOUNCE_MS} from '../../../client/constants';
import type {SearchResultGroup} from '../../../client/types';
import SearchBar from '..';
import {advance} from './advanceTimers';

const search = jest.fn<
  Promise<SearchResultGroup[]>,
  [string, {onProgress?: (p: {loadedBytes: number; totalBytes: number | null}) => void}?]
>();

/** The base the page is served from (`/zh-CN/` on the Chinese site); results hold site paths. */
let mockBaseUrl = '/';
jest.mock(
  '@docusaurus/useBaseUrl',
  () => ({
    __esModule: true,
    useBaseUrlUtils: () => ({withBaseUrl: (path: string) => `${mockBaseUrl.replace(/\/$/, '')}${path}`}),
  }),
  {virtual: true},
);

jest.mock('../../../client/loadSearchClient', () => ({
  loadSearchClient: () => Promise.resolve({search: (...args: Parameters<typeof search>) => search(...args)}),
}));

function groups(word: string): SearchResultGroup[] {
  return [
    {
      title: 'API',
      sectionOrder: 2,
      priority: 100,
      hints: [
        {
          type: 'page',
          link: `/api/${word}`,
          priority: 100,
          pageTitle: word,
          highlightTitleTexts: [{text: word, highlighted: true}],
          highlightTexts: [
            {text: 'A ', highlighted: false},
            {text: word, highlighted: true},
            {text: ' chart.', highlighted: false},
          ],
        },
        {
          type: 'demo',
          link: `/api/${word}#demo-${word}-basic`,
          priority: 10,
          pageTitle: word,
          highlightTitleTexts: [{text: `Basic ${word}`, highlighted: false}],
          highlightTexts: [],
        },
      ],
    },
    {
      title: 'Changelog',
      sectionOrder: 3,
      priority: 1,
      hints: [
        {
          type: 'content',
          link: '/changelog#2135',
          priority: 1,
          pageTitle: 'Changelog',
          highlightTitleTexts: [{text: '2.13.5', highlighted: false}],
          highlightTexts: [{text: word, highlighted: true}],
        },
      ],
    },
  ];
}

interface Deferred {
  resolve: (value: SearchResultGroup[]) => void;
  reject: (error: Error) => void;
}

/** Makes `search` return promises the test settles by hand, in any order. */
function deferSearches(): Deferred[] {
  const pending: Deferred[] = [];
  search.mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        pending.push({resolve, reject});
      }),
  );
  return pending;
}

let currentPath = '';

function renderSearchBar() {
  return render(
    <MemoryRouter initialEntries={['/guide']}>
      <SearchBar />
      <textarea aria-label="Live code editor" />
      <Route
        render={({location}) => {
          currentPath = `${location.pathname}${location.search}${location.hash}`;
          return null;
        }}
      />
    </MemoryRouter>,
  );
}

const input = () => screen.getByRole('combobox', {name: 'Search'});

function type(value: string) {
  fireEvent.change(input(), {target: {value}});
}

beforeEach(() => {
  jest.useFakeTimers();
  search.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SearchBar', () => {
  it('is a combobox named Search whose placeholder shows the shortcut', () => {
    renderSearchBar();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('placeholder', expect.stringContaining('Ctrl+K'));
  });

  it(`sends the request ${SEARCH_DEBOUNCE_MS} ms after the last keystroke, showing Loading... meanwhile`, async () => {
    deferSearches();
    renderSearchBar();
    type('l');
    await advance(SEARCH_DEBOUNCE_MS - 50);
    type('li');
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await advance(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0][0]).toBe('li');
  });

  it('trims the keyword and clears results for an empty one without a request', async () => {
    search.mockResolvedValue(groups('line'));
    renderSearchBar();
    type('  line  ');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(search.mock.calls[0][0]).toBe('line');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    type('   ');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(search).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('never lets a late answer overwrite a newer one', async () => {
    const pending = deferSearches();
    renderSearchBar();
    type('line');
    await advance(SEARCH_DEBOUNCE_MS);
    type('pie');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(pending).toHaveLength(2);
    await act(async () => pending[1].resolve(groups('pie')));
    await act(async () => pending[0].resolve(groups('line')));
    const links = screen.getAllByRole('option').map((option) => within(option).getByRole('link').getAttribute('href'));
    expect(links).toEqual(['/api/pie', '/api/pie#demo-pie-basic', '/changelog#2135']);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows grouped options with links and <mark>ed words', async () => {
    search.mockResolvedValue(groups('line'));
    renderSearchBar();
    type('line');
    await advance(SEARCH_DEBOUNCE_MS);
    const listbox = screen.getByRole('listbox');
    const [api, changelog] = within(listbox).getAllByRole('group');
    expect(api).toHaveAccessibleName('API');
    expect(changelog).toHaveAccessibleName('Changelog');
    const first = within(api).getAllByRole('option')[0];
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/api/line');
    expect(Array.from(first.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['line', 'line']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
  });

  it('says No content was found when nothing matches', async () => {
    search.mockResolvedValue([]);
    renderSearchBar();
    type('qwertyuiop');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('No content was found')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('renders a query with HTML as text', async () => {
    const html = '<img src=x onerror=alert(1)>';
    search.mockResolvedValue([
      {...groups('x')[1], hints: [{...groups('x')[1].hints[0], highlightTexts: [{text: html, highlighted: true}]}]},
    ]);
    const {container} = renderSearchBar();
    type(html);
    await advance(SEARCH_DEBOUNCE_MS);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(html).tagName).toBe('MARK');
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    search.mockResolvedValue(groups('line'));
    renderSearchBar();
    type('line');
    await advance(SEARCH_DEBOUNCE_MS);
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input(), {key: 'ArrowDown'});
    expect(input()).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), {key: 'ArrowDown'});
    fireEvent.keyDown(input(), {key: 'ArrowDown'});
    fireEvent.keyDown(input(), {key: 'ArrowDown'});
    expect(input()).toHaveAttribute('aria-activedescendant', options[0].id);
    fireEvent.keyDown(input(), {key: 'ArrowUp'});
    expect(input()).toHaveAttribute('aria-activedescendant', options[2].id);
    fireEvent.keyDown(input(), {key: 'ArrowUp'});
    fireEvent.keyDown(input(), {key: 'Enter'});
    expect(currentPath).toBe('/api/line#demo-line-basic');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('follows a result by keyboard under the base of the page (the Chinese site)', async () => {
    mockBaseUrl = '/zh-CN/';
    search.mockResolvedValue(groups('line'));
    renderSearchBar();
    type('line');
    await advance(SEARCH_DEBOUNCE_MS);
    fireEvent.keyDown(input(), {key: 'ArrowDown'});
    fireEvent.keyDown(input(), {key: 'Enter'});
    mockBaseUrl = '/';
    expect(currentPath).toBe('/zh-CN/api/line');
  });

  it('ends the list with "See all results", and Enter with no result picked opens it', async () => {
    search.mockResolvedValue(groups('line'));
    renderSearchBar();
    type('line chart');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('link', {name: 'See all results'})).toHaveAttribute('href', '/search?q=line+chart');
    fireEvent.keyDown(input(), {key: 'Enter'});
    expect(currentPath).toBe('/search?q=line+chart');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on Escape and on a press outside', async () => {
    search.mockResolvedValue(groups('line'));
    renderSearchBar();
    type('line');
    await advance(SEARCH_DEBOUNCE_MS);
    fireEvent.keyDown(input(), {key: 'ArrowDown'});
    fireEvent.keyDown(input(), {key: 'Escape'});
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    fireEvent.focus(input());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows a clear message when the index fails and retries on the next keystroke', async () => {
    search.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(groups('line'));
    renderSearchBar();
    type('line');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('Search is unavailable right now. Try again.')).toBeInTheDocument();
    type('lines');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(search).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('shows download progress of the index while loading', async () => {
    search.mockImplementation((_keywords, options) => {
      options?.onProgress?.({loadedBytes: 5, totalBytes: 10});
      return new Promise(() => {});
    });
    renderSearchBar();
    type('line');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByText('Downloading the search index: 50%')).toBeInTheDocument();
  });

  it('is focused by Ctrl+K, Cmd+K and / but leaves / to other text fields', () => {
    renderSearchBar();
    const editor = screen.getByRole('textbox', {name: 'Live code editor'});
    fireEvent.keyDown(document.body, {key: 'k', ctrlKey: true});
    expect(input()).toHaveFocus();
    editor.focus();
    fireEvent.keyDown(document.body, {key: 'K', metaKey: true});
    expect(input()).toHaveFocus();
    editor.focus();
    const slashInEditor = fireEvent.keyDown(editor, {key: '/'});
    expect(slashInEditor).toBe(true); // not prevented: the editor gets its character
    expect(editor).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, {key: '/'});
    expect(input()).toHaveFocus();
  });
});
