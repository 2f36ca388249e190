import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import CopyPageMenu from '@theme/CopyPageMenu';
import ChartSince from '@theme/ChartSince';

/** The title Docusaurus adds from the front matter when the Markdown has no h1 of its own (as the theme does). */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  return !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
}

/** The chart slug of a chart page (front matter `chart`, `docs/api/line.mdx` -> `line`), else undefined. */
function useChartSlug(): string | undefined {
  const {metadata, frontMatter} = useDoc();
  return (frontMatter as {chart?: unknown}).chart ? metadata.id.replace(/^api\//, '') : undefined;
}

/**
 * Ejected from the theme's DocItem/Content (same markup) to put the `Copy page`
 * menu above every docs page's content and a chart's `since` badge under its
 * title, inside the title's header.
 */
export default function DocItemContent({children}: Props): React.JSX.Element {
  const syntheticTitle = useSyntheticTitle();
  const chartSlug = useChartSlug();
  return (
    <>
      <CopyPageMenu />
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
            {chartSlug && <ChartSince slug={chartSlug} />}
          </header>
        )}
        <MDXContent>{children}</MDXContent>
      </div>
    </>
  );
}
