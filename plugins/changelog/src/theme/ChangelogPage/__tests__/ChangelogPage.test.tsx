import path from 'node:path';
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {loadChangelog} from '../../../loadChangelog';
import {DEFAULT_LISTS} from '../../../options';
import {RELEASE_LABELS, type ChangelogData} from '../../../types';
import {BADGE_KINDS} from '@theme/Badge';
import ChangelogPage from '..';

// Theme components the shared Jest config does not map: plain stand-ins that
// keep their children and, for the TOCs, their links.
jest.mock(
  '@theme/Layout',
  () =>
    function Layout({children}: {children: React.ReactNode}) {
      return <div data-testid="layout">{children}</div>;
    },
  {virtual: true},
);
jest.mock(
  '@theme/TOC',
  () =>
    function TOC({toc}: {toc: {id: string; value: string}[]}) {
      return (
        <nav aria-label="Major versions">
          {toc.map((item) => (
            <a key={item.id} href={`#${item.id}`}>
              {item.value}
            </a>
          ))}
        </nav>
      );
    },
  {virtual: true},
);
jest.mock('@theme/TOCCollapsible', () => () => null, {virtual: true});
jest.mock('@docusaurus/useBrokenLinks', () => () => ({collectAnchor: () => {}, collectLink: () => {}}), {
  virtual: true,
});
jest.mock('@docusaurus/theme-common', () => ({useAnchorTargetClassName: () => 'anchorTarget'}));

const SITE_DIR = path.join(__dirname, '../../../../../..');
let changelog: ChangelogData;
beforeAll(async () => {
  changelog = await loadChangelog(SITE_DIR, DEFAULT_LISTS);
});

function renderPage() {
  render(<ChangelogPage changelog={changelog} />);
  return screen.getAllByRole('heading', {level: 3});
}

const opd = () => changelog.lists[1];

describe('ChangelogPage', () => {
  it('opens on the releases of @ant-design/plots 1.x, newest first', () => {
    const entries = renderPage();
    expect(screen.getByText(/^The \d+ releases of/)).toHaveTextContent(
      'The 18 releases of @ant-design/plots 1.x, newest first. The package this site documents',
    );
    const majors = screen.getAllByRole('heading', {level: 2});
    expect(majors[0]).toHaveTextContent('@ant-design/plots 1.x');
    expect(majors[0]).toHaveAttribute('id', '1x');
    expect(entries[0]).toHaveAttribute('id', '126');
    expect(entries[0]).toHaveTextContent('1.2.6');
    expect(within(entries[0]).getByText('2023-11-28')).toHaveAttribute('dateTime', '2023-11-28');
    expect(entries[17]).toHaveAttribute('id', '101');
    expect(within(document.getElementById('105')!.closest('article')!).getByText('Venn chart')).toBeInTheDocument();
  });

  it('then lists @opd/g2plot-react under its own heading that says it is a different package', () => {
    renderPage();
    const majors = screen.getAllByRole('heading', {level: 2});
    expect(majors.map((h) => [h.id, h.textContent])).toEqual([
      ['1x', '@ant-design/plots 1.x'],
      ['g2plot-react', '@opd/g2plot-react'],
      ['g2plot-react-2x', '@opd/g2plot-react 2.x'],
      ['g2plot-react-1x', '@opd/g2plot-react 1.x'],
      ['g2plot-react-0x', '@opd/g2plot-react 0.x'],
    ]);
    expect(document.getElementById('g2plot-react-about')).toHaveTextContent(
      'All 76 releases of @opd/g2plot-react, newest first. A different package',
    );
    expect(document.getElementById('g2plot-react-about')).toHaveTextContent(
      'Its releases are not releases of @ant-design/plots',
    );
    const toc = screen.getByRole('navigation', {name: 'Major versions'});
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#1x', '#g2plot-react', '#g2plot-react-2x', '#g2plot-react-1x', '#g2plot-react-0x']);
  });

  it('marks the @opd/g2plot-react entries that do not hold for @ant-design/plots 1.x', () => {
    renderPage();
    const marked = screen.getAllByText('Differs from the documented @ant-design/plots 1.x:');
    expect(marked).toHaveLength(Object.keys(opd().notes).length);
    const entry = document.getElementById('g2plot-react-2120')?.closest('article');
    expect(entry).toHaveTextContent('Not new for @ant-design/plots');
  });

  it('keeps every @opd/g2plot-react entry, from 2.13.5 (2024-12-18) to 0.0.1-alpha.0 (2020-01-14)', () => {
    const entries = renderPage().slice(18);
    expect(entries).toHaveLength(opd().releaseCount);
    const first = entries[0];
    expect(first).toHaveAttribute('id', 'g2plot-react-2135');
    expect(first).toHaveTextContent('2.13.5');
    expect(within(first).getByText('2024-12-18')).toHaveAttribute('dateTime', '2024-12-18');
    const last = entries[entries.length - 1];
    expect(last).toHaveAttribute('id', 'g2plot-react-001alpha0');
    expect(last).toHaveTextContent('0.0.1-alpha.0');
    expect(last).toHaveTextContent('2020-01-14');
  });

  it('gives each version heading a link to its own anchor', () => {
    const [first] = renderPage();
    const link = within(first).getByRole('link', {name: 'Direct link to 1.2.6'});
    expect(link).toHaveAttribute('href', '#126');
  });

  it('shows a badge on exactly the labelled versions', () => {
    const entries = renderPage();
    const badgeOf = (version: string) => {
      const heading = entries.find((h) => h.querySelector('span')?.textContent === version);
      expect(heading).toBeDefined();
      return heading!.querySelector('.badge')?.textContent ?? null;
    };
    expect(badgeOf('0.0.1-alpha.0')).toBe('Alpha');
    expect(badgeOf('0.0.1-beta.0')).toBe('Beta');
    expect(badgeOf('2.5.0')).toBe('Experimental');
    expect(badgeOf('1.7.0')).toBe('Deprecated');
    expect(badgeOf('2.13.5')).toBeNull();
    const labelled = changelog.lists
      .flatMap((l) => l.majors.flatMap((m) => m.releases))
      .filter((r) => r.label !== null);
    expect(document.querySelectorAll('h3 .badge')).toHaveLength(labelled.length);
  });

  it('lists facts under readable kind headings', () => {
    renderPage();
    const release = document.getElementById('g2plot-react-2135')!.closest('article')!;
    const kinds = within(release).getAllByRole('heading', {level: 4});
    expect(kinds.map((h) => h.textContent)).toEqual(['Fixes', 'Dependencies']);
    expect(within(release).getByText('unit test')).toBeInTheDocument();
    expect(within(release).getByText('unused packages dropped')).toBeInTheDocument();
  });

  it('shows a release with only an unsorted note without a kind heading', () => {
    renderPage();
    const release = document.getElementById('g2plot-react-231')!.closest('article')!;
    expect(within(release).queryAllByRole('heading', {level: 4})).toHaveLength(0);
    expect(within(release).getByText('maintenance release')).toBeInTheDocument();
  });

  it('accepts only labels the Badge component can show', () => {
    expect([...RELEASE_LABELS]).toEqual([...BADGE_KINDS]);
  });
});
