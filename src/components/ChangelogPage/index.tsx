import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type {TOCItem} from '@docusaurus/mdx-loader';
import Badge from '@site/src/components/Badge';
import type {ChangelogData, ChangelogRelease} from '@site/plugins/changelog/src/types';
import ReleaseHeading from './ReleaseHeading';
import styles from './styles.module.css';

interface Props {
  /** Written by the changelog plugin (plugins/changelog) from data/changelog-versions.csv. */
  changelog: ChangelogData;
}

function ReleaseEntry({release}: {release: ChangelogRelease}): React.JSX.Element {
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
  const toc: TOCItem[] = changelog.majors.map((major) => ({value: major.title, id: major.anchor, level: 2}));
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
                All {changelog.releaseCount} releases, newest first, grouped by major version. Select the # next to a
                version to get a link to it.
              </p>
              <TOCCollapsible toc={toc} minHeadingLevel={2} maxHeadingLevel={2} className={styles.tocMobile} />
            </header>
            {changelog.majors.map((major) => (
              <section key={major.major} className={styles.major}>
                <Heading as="h2" id={major.anchor}>
                  {major.title}
                </Heading>
                {major.releases.map((release) => (
                  <ReleaseEntry key={release.version} release={release} />
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
