import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {MemoryRouter, Route} from 'react-router-dom';
import {SEARCH_DEBOUNCE_MS} from '../../../client/constants';
import type {SearchResultGroup} from '../../../client/types';
import SearchPageContent from '../SearchPageContent';

const search = jest.fn<Promise<SearchResultGroup[]>, [string, {all?: boolean}?]>();

jest.mock(
  '@docusaurus/useBaseUrl',
  () => ({__esModule: true, useBaseUrlUtils: () => ({withBaseUrl: (path: string) => path})}),
  {virtual: true},
);

jest.mock('../../../client/loadSearchClient', () => ({
  loadSearchClient: () => Promise.resolve({search: (...args: Parameters<typeof search>) => search(...args)}),
}));

const RESULTS: SearchResultGroup[] = [
  {
    title: 'API',
    sectionOrder: 2,
    priority: 110,
    hints: [
      {
        type: 'option',
        link: '/api/pie#prop-legend',
        priority: 110,
        pageTitle: 'Pie',
        highlightTitleTexts: [{text: 'legend', highlighted: true}],
        highlightTexts: [{text: 'Legend settings.', highlighted: false}],
      },
    ],
  },
];

let currentUrl = '';

function renderPage(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SearchPageContent />
      <Route
        render={({location}) => {
          currentUrl = `${location.pathname}${location.search}`;
          return null;
        }}
      />
    </MemoryRouter>,
  );
}

async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

const box = () => screen.getByRole<HTMLInputElement>('searchbox', {name: 'Search query'});

beforeEach(() => {
  jest.useFakeTimers();
  search.mockReset();
  search.mockResolvedValue(RESULTS);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('SearchPageContent', () => {
  it('searches q from the URL for every result and lists them grouped, as links', async () => {
    renderPage('/search?q=pie%20legend');
    expect(box()).toHaveValue('pie legend');
    await settle();
    expect(search).toHaveBeenCalledWith('pie legend', {all: true});
    const group = screen.getByRole('region', {name: 'API'});
    expect(within(group).getByRole('link', {name: /legend/})).toHaveAttribute('href', '/api/pie#prop-legend');
    expect(screen.getByRole('status')).toHaveTextContent('1 results');
  });

  it('keeps hostile input as text, and spaces typed between words', async () => {
    const {container} = renderPage('/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(box()).toHaveValue('<img src=x onerror=alert(1)>');
    await settle();
    expect(container.querySelector('img')).toBeNull();
    fireEvent.change(box(), {target: {value: 'sankey '}});
    expect(currentUrl).toBe('/search?q=sankey');
    expect(box()).toHaveValue('sankey ');
    fireEvent.change(box(), {target: {value: 'sankey node'}});
    expect(currentUrl).toBe('/search?q=sankey+node');
    await settle();
    expect(search).toHaveBeenLastCalledWith('sankey node', {all: true});
  });

  it('says when nothing was found, and asks for words when there are none', async () => {
    search.mockResolvedValue([]);
    renderPage('/search?q=zxqv');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('No content was found');
    fireEvent.change(box(), {target: {value: ''}});
    expect(currentUrl).toBe('/search');
    expect(screen.getByRole('status')).toHaveTextContent('Type words to search for.');
  });
});
