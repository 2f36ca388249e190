import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@site/src/components/SearchPage';

/** `/search?q=...`: every search result for `q` (the search box's `See all results`). */
export default function Search(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'site.searchPage.title', message: 'Search the documentation'})}
      description={translate({id: 'site.searchPage.description', message: 'Every result of a site search.'})}
    >
      <Head>
        {/* Results pages are no destination for search engines. */}
        <meta name="robots" content="noindex" />
      </Head>
      <SearchPage />
    </Layout>
  );
}
