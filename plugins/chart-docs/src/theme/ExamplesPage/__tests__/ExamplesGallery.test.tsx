import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {MemoryRouter, Route} from 'react-router-dom';
import {EXAMPLES_FILTER_URL_DELAY_MS} from '../../../client/constants';
import ExamplesGalleryPage from '..';
import {GALLERY} from './fixtureGallery';

// The browser build of react-dom/server (jsdom's pick) needs TextEncoder, which jsdom lacks; the Node build does not.
const {renderToString} = require('react-dom/server.node') as typeof import('react-dom/server');

let currentUrl = '';

function renderPage(url = '/examples') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ExamplesGalleryPage gallery={GALLERY} />
      <Route
        render={({location}) => {
          currentUrl = `${location.pathname}${location.search}${location.hash}`;
          return null;
        }}
      />
    </MemoryRouter>,
  );
}

/** The page as the server sends it (before hydration), parsed. */
function serverPage(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <MemoryRouter initialEntries={['/examples']}>
      <ExamplesGalleryPage gallery={GALLERY} />
    </MemoryRouter>,
  );
  return page;
}

const box = () => screen.getByRole<HTMLInputElement>('searchbox', {name: 'Filter examples'});
const cards = () => screen.queryAllByRole('link');
/** A card's demo id, from its link (`...#demo-{id}`). */
const demoIdOf = (link: HTMLElement) => link.getAttribute('href')?.replace(/^.*#demo-/, '');
const status = () => screen.getByRole('status');

function type(text: string) {
  fireEvent.change(box(), {target: {value: text}});
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the /examples page', () => {
  it('shows a heading, every category as a list and every demo as one link holding its picture', () => {
    renderPage();
    expect(screen.getByRole('heading', {level: 1, name: 'Examples'})).toBeInTheDocument();
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual([
      'Basic charts',
      'Relations and flows',
      'Progress and KPI',
    ]);
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([4, 1, 1]);

    const link = screen.getByRole('link', {name: 'Basic pie Pie'});
    expect(link).toHaveAttribute('href', '/api/pie?tab=examples#demo-pie-basic');
    const [light, dark] = link.querySelectorAll('img');
    expect(light).toHaveAttribute('src', '/img/previews/pie-basic.light.png');
    expect(dark).toHaveAttribute('src', '/img/previews/pie-basic.dark.png');
    for (const img of [light, dark]) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '640');
      expect(img).toHaveAttribute('height', '400');
      // The link's text names the card; the picture shows what the title says.
      expect(img).toHaveAttribute('alt', '');
    }
    expect(cards()).toHaveLength(6);
    expect(status()).toHaveTextContent('6 examples');
  });

  it('loads the first card’s picture at once, in the system’s color mode, and every other lazily', () => {
    const {container} = renderPage();
    const first = screen.getByRole('link', {name: 'Basic line Line'});
    const eager = first.querySelector('picture img');
    expect(eager).toHaveAttribute('src', '/img/previews/line-basic.light.png');
    expect(eager).toHaveAttribute('fetchpriority', 'high');
    expect(eager).not.toHaveAttribute('loading', 'lazy');
    expect(first.querySelector('picture source')).toHaveAttribute('media', '(prefers-color-scheme: dark)');
    expect(container.querySelectorAll('picture')).toHaveLength(1);
    const others = [...container.querySelectorAll('img')].filter((img) => img !== eager);
    expect(others.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('shows a neutral placeholder for a demo without a preview, left out of the link’s name', () => {
    renderPage();
    const donut = screen.getByRole('link', {name: 'Donut Pie'});
    expect(donut.querySelector('img')).toBeNull();
    expect(donut.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts the pictures of the first row only in the HTML, the others come once hydrated', () => {
    const page = serverPage();
    const pictures = [...page.querySelectorAll('main li a')].map((link) => ({
      id: link.getAttribute('href')?.replace(/^.*#demo-/, ''),
      pictures: link.querySelectorAll('img').length,
      drawing: link.querySelector('svg[aria-hidden="true"]') !== null,
      // Cards 2 to 4 wait for hydration where the grid is one column (a phone): a class the CSS keys on.
      waits: link.querySelector('span')?.className.includes('waitsOnOneColumn') ?? false,
    }));
    expect(pictures).toEqual([
      {id: 'line-basic', pictures: 3, drawing: false, waits: false},
      {id: 'line-step', pictures: 2, drawing: false, waits: true},
      {id: 'pie-basic', pictures: 2, drawing: false, waits: true},
      {id: 'pie-donut', pictures: 0, drawing: true, waits: true},
      // Until hydrated (and without JavaScript) a card past the first row holds the neutral drawing.
      {id: 'word-cloud-basic', pictures: 0, drawing: true, waits: false},
      {id: 'gauge-basic', pictures: 0, drawing: true, waits: false},
    ]);
    // Once hydrated, every card with a preview shows it (lazily).
    renderPage();
    expect(screen.getByRole('link', {name: 'Basic gauge Gauge'}).querySelectorAll('img[loading="lazy"]')).toHaveLength(
      2,
    );
  });

  it('keeps the HTML small: cards named by their text, without ids, until the line arrives', () => {
    const page = serverPage();
    const links = [...page.querySelectorAll('main li a')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.querySelectorAll('[id]')).toHaveLength(0);
      expect(link.hasAttribute('aria-labelledby')).toBe(false);
    }
    // Named by its text: title and chart (the line is still empty).
    expect(links[0].textContent).toBe('Basic line Line');
    // Once hydrated, the same name and the line as its description.
    renderPage();
    const card = screen.getByRole('link', {name: 'Basic line Line'});
    expect(card).toHaveAccessibleDescription(/\S/);
  });

  it('filters as you type, announces the count and hides empty categories', () => {
    renderPage();
    type('pie');
    expect(cards().map((link) => link.getAttribute('href'))).toEqual([
      '/api/pie?tab=examples#demo-pie-basic',
      '/api/pie?tab=examples#demo-pie-donut',
    ]);
    expect(status()).toHaveTextContent('2 of 6 examples match');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual(['Basic charts']);
  });

  it('writes the filter to the address once typing pauses', () => {
    renderPage();
    type('wor');
    type('word cloud');
    expect(currentUrl).toBe('/examples');
    act(() => {
      jest.advanceTimersByTime(EXAMPLES_FILTER_URL_DELAY_MS);
    });
    expect(currentUrl).toBe('/examples?filter=word+cloud');
    expect(box()).toHaveValue('word cloud');
  });

  it('restores the filter from ?filter=', () => {
    renderPage('/examples?filter=gauge');
    expect(box()).toHaveValue('gauge');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('link', {name: 'Basic gauge Gauge'})).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filter with a button, back to every card', () => {
    renderPage('/examples?filter=zzz');
    expect(cards()).toHaveLength(0);
    expect(status()).toHaveTextContent('No examples match “zzz”.');
    expect(screen.queryAllByRole('heading', {level: 2})).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', {name: 'Clear filter'}));
    expect(cards()).toHaveLength(6);
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(currentUrl).toBe('/examples');
    expect(screen.queryByRole('button', {name: 'Clear filter'})).toBeNull();
  });

  it('shows markup and pattern characters typed in the box as plain text', () => {
    const {container} = renderPage();
    type('<img src=x onerror="alert(1)">.*(');
    expect(status()).toHaveTextContent('No examples match “<img src=x onerror="alert(1)">.*(”.');
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('follows the address when it changes from outside (Back, a link)', () => {
    let go: (path: string) => void = () => {};
    render(
      <MemoryRouter initialEntries={['/examples?filter=pie']}>
        <ExamplesGalleryPage gallery={GALLERY} />
        <Route
          render={({history}) => {
            go = (path) => history.push(path);
            return null;
          }}
        />
      </MemoryRouter>,
    );
    expect(cards()).toHaveLength(2);
    act(() => go('/examples'));
    expect(box()).toHaveValue('');
    expect(cards()).toHaveLength(6);
  });
});

describe('the /examples chart, topic and grouping choices', () => {
  const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', {name});

  it('offers every chart and the topics the demos have, with their counts', () => {
    renderPage();
    expect([...select('Chart').options].map((option) => option.text)).toEqual([
      'All charts',
      'Line',
      'Pie',
      'Word Cloud',
      'Gauge',
    ]);
    expect([...select('Topic').options].map((option) => option.text)).toEqual([
      'All topics',
      'Annotations (2)',
      'Labels (1)',
      'Animation (1)',
    ]);
  });

  it('narrows to a topic, keeps it in the address and restores it from a link', () => {
    renderPage();
    fireEvent.change(select('Topic'), {target: {value: 'annotations'}});
    expect(cards().map(demoIdOf)).toEqual(['line-step', 'pie-donut']);
    expect(status()).toHaveTextContent('2 of 6 examples match');
    expect(currentUrl).toBe('/examples?topic=annotations');
    fireEvent.change(select('Chart'), {target: {value: 'pie'}});
    expect(cards().map(demoIdOf)).toEqual(['pie-donut']);
    expect(currentUrl).toBe('/examples?topic=annotations&chart=pie');
  });

  it('groups by topic under one heading per topic, a demo under each of its topics', () => {
    renderPage('/examples?group=topic');
    expect(select('Group by')).toHaveValue('topic');
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual([
      'Annotations',
      'Labels',
      'Animation',
    ]);
    expect(screen.getAllByRole('link', {name: 'Donut Pie'})).toHaveLength(2);
    expect(status()).toHaveTextContent('3 of 6 examples match');
  });

  it('shows every card for an unknown chart or topic in the address', () => {
    renderPage('/examples?chart=nope&topic=%3Cscript%3E');
    expect(cards()).toHaveLength(6);
    expect(select('Topic')).toHaveValue('');
  });

  it('clears the words, the chart and the topic with Clear filter', () => {
    renderPage('/examples?chart=gauge&topic=label');
    expect(cards()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', {name: 'Clear filter'}));
    expect(cards()).toHaveLength(6);
    expect(currentUrl).toBe('/examples');
  });
});
