import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {buildChangelogData} from '../../../parseChangelog';
import {withReleaseNotes} from '../../../parseReleaseNotes';
import {RELEASE_LABELS} from '../../../types';
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

const csvPath = path.join(__dirname, '../../../../../../data/changelog-versions.csv');
const notesPath = path.join(__dirname, '../../../../../../data/changelog-notes.csv');
const changelog = withReleaseNotes(
  buildChangelogData(fs.readFileSync(csvPath, 'utf8'), 'data/changelog-versions.csv'),
  fs.readFileSync(notesPath, 'utf8'),
  'data/changelog-notes.csv',
);

function renderPage() {
  render(<ChangelogPage changelog={changelog} />);
  return screen.getAllByRole('heading', {level: 3});
}

describe('ChangelogPage', () => {
  it('says whose releases it lists and marks the entries that do not hold for @ant-design/plots 1.x', () => {
    renderPage();
    expect(screen.getByText(/^All \d+ releases of/)).toHaveTextContent('releases of @opd/g2plot-react, newest first');
    expect(document.getElementById('whose-releases')).toHaveTextContent(
      'These are not releases of @ant-design/plots, the package this site documents',
    );
    const marked = screen.getAllByText('Differs from the documented @ant-design/plots 1.x:');
    expect(marked).toHaveLength(Object.keys(changelog.notes).length);
    const entry = document.getElementById('2120')?.closest('article');
    expect(entry).toHaveTextContent('Not new for @ant-design/plots');
  });

  it('has a "Changelog" h1 and one h2 per major version, newest first', () => {
    renderPage();
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Changelog');
    const majors = screen.getAllByRole('heading', {level: 2});
    expect(majors.map((h) => h.id)).toEqual(['2x', '1x', '0x']);
    // Each major names its package: a bare `2.x` read as @ant-design/plots 2.x (issue 31).
    expect(majors.map((h) => h.textContent)).toEqual([
      '@opd/g2plot-react 2.x',
      '@opd/g2plot-react 1.x',
      '@opd/g2plot-react 0.x',
    ]);
    const toc = screen.getByRole('navigation', {name: 'Major versions'});
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#2x', '#1x', '#0x']);
  });

  it('starts with 2.13.5 (2024-12-18) and ends with 0.0.1-alpha.0 (2020-01-14)', () => {
    const entries = renderPage();
    expect(entries).toHaveLength(changelog.releaseCount);
    const first = entries[0];
    expect(first).toHaveAttribute('id', '2135');
    expect(first).toHaveTextContent('2.13.5');
    expect(within(first).getByText('2024-12-18')).toHaveAttribute('dateTime', '2024-12-18');
    const last = entries[entries.length - 1];
    expect(last).toHaveAttribute('id', '001alpha0');
    expect(last).toHaveTextContent('0.0.1-alpha.0');
    expect(last).toHaveTextContent('2020-01-14');
  });

  it('gives each version heading a link to its own anchor', () => {
    const [first] = renderPage();
    const link = within(first).getByRole('link', {name: 'Direct link to 2.13.5'});
    expect(link).toHaveAttribute('href', '#2135');
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
    const labelled = changelog.majors.flatMap((m) => m.releases).filter((r) => r.label !== null);
    expect(document.querySelectorAll('h3 .badge')).toHaveLength(labelled.length);
  });

  it('lists facts under readable kind headings', () => {
    renderPage();
    const release = document.getElementById('2135')!.closest('article')!;
    const kinds = within(release).getAllByRole('heading', {level: 4});
    expect(kinds.map((h) => h.textContent)).toEqual(['Fixes', 'Dependencies']);
    expect(within(release).getByText('unit test')).toBeInTheDocument();
    expect(within(release).getByText('unused packages dropped')).toBeInTheDocument();
  });

  it('shows a release with only an unsorted note without a kind heading', () => {
    renderPage();
    const release = document.getElementById('231')!.closest('article')!;
    expect(within(release).queryAllByRole('heading', {level: 4})).toHaveLength(0);
    expect(within(release).getByText('maintenance release')).toBeInTheDocument();
  });

  it('accepts only labels the Badge component can show', () => {
    expect([...RELEASE_LABELS]).toEqual([...BADGE_KINDS]);
  });
});
