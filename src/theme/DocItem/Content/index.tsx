import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import SinceBadge from '@site/src/components/SinceBadge';
import {allCharts} from '@site/src/charts/demoRegistry';
import styles from './styles.module.css';

/** The title Docusaurus adds from the front matter when the Markdown has no h1 of its own (as the theme does). */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  return !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
}

/** The release a chart page's chart came in, when later than the first @ant-design/plots 1.x release. */
function useChartSince() {
  const {metadata, frontMatter} = useDoc();
  if (!(frontMatter as {chart?: unknown}).chart) return undefined;
  const slug = metadata.id.replace(/^api\//, '');
  return allCharts().find((chart) => chart.slug === slug)?.since;
}

/**
 * Ejected from the theme's DocItem/Content (same markup) to put the `Copy page`
 * menu above every docs page's content and a chart's `since` badge under its
 * title, inside the title's header.
 */
export default function DocItemContent({children}: Props): React.JSX.Element {
  const syntheticTitle = useSyntheticTitle();
  const since = useChartSince();
  return (
    <>
      <CopyPageMenu />
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
            {since && (
              <p className={styles.since}>
                <SinceBadge since={since} />
              </p>
            )}
          </header>
        )}
        <MDXContent>{children}</MDXContent>
      </div>
    </>
  );
}
