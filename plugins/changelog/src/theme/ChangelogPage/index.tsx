import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type {TOCItem} from '@docusaurus/mdx-loader';
import Badge from '@theme/Badge';
import type {ChangelogData, ChangelogList, ChangelogRelease} from '../../types';
import ReleaseHeading from './ReleaseHeading';
import styles from './styles.module.css';

interface Props {
  /** Written by the changelog plugin (plugins/changelog) from data/changelog-*.csv. */
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
          <strong>
            <Translate id="site.changelog.differs">Differs from the documented @ant-design/plots 1.x:</Translate>
          </strong>{' '}
          {note}
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

function ListMajors({list}: {list: ChangelogList}): React.JSX.Element {
  return (
    <>
      {list.majors.map((major) => (
        <section key={major.anchor} className={styles.major}>
          <Heading as="h2" id={major.anchor}>
            {major.title}
          </Heading>
          {major.releases.map((release) => (
            <ReleaseEntry key={release.anchor} release={release} note={list.notes[release.version]} />
          ))}
        </section>
      ))}
    </>
  );
}

/** The heading id of a related package's part of the page: its anchor prefix without the dash. */
const relatedAnchor = (list: ChangelogList) => list.anchorPrefix.replace(/-$/, '');

export default function ChangelogPage({changelog}: Props): React.JSX.Element {
  const [documented, ...related] = changelog.lists;
  const toc: TOCItem[] = changelog.lists.flatMap((list, index) => [
    ...(index > 0 ? [{value: list.name, id: relatedAnchor(list), level: 2}] : []),
    ...list.majors.map((major) => ({value: major.title, id: major.anchor, level: 2})),
  ]);
  return (
    <Layout
      title={translate({id: 'site.changelog.title', message: 'Changelog'})}
      description={translate(
        {
          id: 'site.changelog.description',
          message:
            'The releases of {documented}, newest first, with their dates and what changed; then those of {related}, a different package.',
        },
        {documented: documented.name, related: related.map((list) => list.name).join(', ')},
      )}
    >
      <main className="container margin-vert--lg">
        <div className="row">
          <div className={clsx('col', 'col--9', styles.content)}>
            <header className={styles.header}>
              <h1 id="changelog">
                <Translate id="site.changelog.title">Changelog</Translate>
              </h1>
              <p className={styles.intro}>
                <Translate
                  id="site.changelog.intro"
                  values={{
                    count: documented.releaseCount,
                    package: (
                      <a href={documented.url}>
                        <code>{documented.name}</code>
                      </a>
                    ),
                    about: documented.about,
                  }}
                >
                  {
                    'The {count} releases of {package} 1.x, newest first. {about} Select the # next to a version to get a link to it.'
                  }
                </Translate>
              </p>
              <TOCCollapsible toc={toc} minHeadingLevel={2} maxHeadingLevel={2} className={styles.tocMobile} />
            </header>
            <ListMajors list={documented} />
            {related.map((list) => (
              <React.Fragment key={list.name}>
                <section className={styles.major}>
                  <Heading as="h2" id={relatedAnchor(list)}>
                    {list.name}
                  </Heading>
                  <p className={styles.intro} id={`${relatedAnchor(list)}-about`}>
                    <Translate
                      id="site.changelog.relatedIntro"
                      values={{
                        count: list.releaseCount,
                        package: (
                          <a href={list.url}>
                            <code>{list.name}</code>
                          </a>
                        ),
                        about: list.about,
                      }}
                    >
                      {'All {count} releases of {package}, newest first. {about}'}
                    </Translate>
                  </p>
                </section>
                <ListMajors list={list} />
              </React.Fragment>
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
