import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import SearchPageContent from './SearchPageContent';

/**
 * `/search?q=...`: every search result for `q` (the search box's `See all
 * results`). The search plugin adds the route (`contentLoaded`), so the page
 * comes with the plugin and a site can swizzle it as `@theme/SearchPage`.
 */
export default function SearchPage(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'site.searchPage.title', message: 'Search the documentation'})}
      description={translate({id: 'site.searchPage.description', message: 'Every result of a site search.'})}
    >
      <Head>
        {/* Results pages are no destination for search engines. */}
        <meta name="robots" content="noindex" />
      </Head>
      <SearchPageContent />
    </Layout>
  );
}
