import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type {TOCItem} from '@docusaurus/mdx-loader';
import Badge from '@theme/Badge';
import type {ChangelogData, ChangelogRelease} from '../../types';
import ReleaseHeading from './ReleaseHeading';
import styles from './styles.module.css';

/**
 * Whose releases the data lists: the rows of data/changelog-versions.csv are
 * the releases of open-data-plan's React wrapper of G2Plot (same versions,
 * dates and facts as its CHANGELOG.md), not of @ant-design/plots.
 */
const RELEASES_OF = {name: '@opd/g2plot-react', url: 'https://github.com/open-data-plan/g2plot-react'};
const DOCUMENTED_RELEASES_URL = 'https://github.com/ant-design/ant-design-charts/releases';

interface Props {
  /** Written by the changelog plugin (plugins/changelog) from data/changelog-versions.csv. */
  changelog: ChangelogData;
}

function ReleaseEntry({release, note}: {release: ChangelogRelease; note: string | undefined}): React.JSX.Element {
  // A release whose only note has no kind ("maintenance release") needs no "Other changes" heading.
  const onlyUnsorted = release.sections.length === 1 && release.sections[0].kind === 'other';
  return (
    <article className={styles.release}>
      <ReleaseHeading id={release.anchor} label={release.version} className={styles.releaseHeading}>
        <span className={styles.version}>{release.version}</span>
        {release.label && (
          <>
            {' '}
            <Badge kind={release.label} className={styles.badge} />
          </>
        )}{' '}
        <time className={styles.date} dateTime={release.date}>
          {release.date}
        </time>
      </ReleaseHeading>
      {note && (
        <p className={styles.note}>
          <strong>Differs from the documented @ant-design/plots 1.x:</strong> {note}
        </p>
      )}
      {release.sections.map((section) => (
        <div key={section.kind} className={styles.section}>
          {!onlyUnsorted && (
            <Heading as="h4" id={section.anchor} className={styles.sectionHeading}>
              {section.title}
            </Heading>
          )}
          <ul className={styles.items}>
            {section.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </article>
  );
}

export default function ChangelogPage({changelog}: Props): React.JSX.Element {
  // A bare `2.x` heading read as @ant-design/plots 2.x: each major names its package.
  const majorTitle = (title: string) => `${RELEASES_OF.name} ${title}`;
  const toc: TOCItem[] = changelog.majors.map((major) => ({
    value: majorTitle(major.title),
    id: major.anchor,
    level: 2,
  }));
  return (
    <Layout
      title="Changelog"
      description="Every release of the React chart components, newest first: features, fixes, dependency updates and breaking changes, with release dates."
    >
      <main className="container margin-vert--lg">
        <div className="row">
          <div className={clsx('col', 'col--9', styles.content)}>
            <header className={styles.header}>
              <h1 id="changelog">Changelog</h1>
              <p className={styles.intro}>
                All {changelog.releaseCount} releases of{' '}
                <a href={RELEASES_OF.url}>
                  <code>{RELEASES_OF.name}</code>
                </a>
                , newest first, grouped by major version. Select the # next to a version to get a link to it.
              </p>
              <p className={styles.intro} id="whose-releases">
                These are not releases of <code>@ant-design/plots</code>, the package this site documents (its 1.x, on
                the G2Plot 2.x engine): <code>{RELEASES_OF.name}</code> is another React wrapper of G2Plot, with its own
                version numbers and components named <code>LineChart</code>, <code>PieChart</code>... An entry that
                describes behaviour different from <code>@ant-design/plots</code> 1.x says so under its heading. The
                releases of <code>@ant-design/plots</code> are on <a href={DOCUMENTED_RELEASES_URL}>GitHub</a>.
              </p>
              <TOCCollapsible toc={toc} minHeadingLevel={2} maxHeadingLevel={2} className={styles.tocMobile} />
            </header>
            {changelog.majors.map((major) => (
              <section key={major.major} className={styles.major}>
                <Heading as="h2" id={major.anchor}>
                  {majorTitle(major.title)}
                </Heading>
                {major.releases.map((release) => (
                  <ReleaseEntry key={release.version} release={release} note={changelog.notes[release.version]} />
                ))}
              </section>
            ))}
          </div>
          <div className="col col--3">
            <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={2} />
          </div>
        </div>
      </main>
    </Layout>
  );
}
