import React, {useMemo} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {DemoData} from '@site/plugins/chart-docs/src/types';
import {getDemoEntry} from '@site/src/charts/demoRegistry';
import DemoPreview from '@site/src/components/Demo/DemoPreview';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ChartPlaceholder from '@site/src/components/Demo/ChartPlaceholder';
import {ChartDemoContext, type ChartDemo} from '@site/src/charts/chartDemoContext';
import {pickLocale, STANDALONE_MESSAGES} from './messages';
import styles from './styles.module.css';

/**
 * `/~demos/{id}`: one demo alone under the root layout (no navbar, sidebar or
 * footer), filling the viewport; for embedding and for a closer look.
 */
export default function StandaloneDemo({demo}: {demo: DemoData}): React.JSX.Element {
  const {search} = useLocation();
  // The prerendered page is English; the query applies once hydrated, so both renders agree.
  const isBrowser = useIsBrowser();
  const locale = isBrowser ? pickLocale(search) : 'en-US';
  const messages = STANDALONE_MESSAGES[locale];
  const entry = getDemoEntry(demo.id);
  const chartDemo = useMemo<ChartDemo>(
    () => ({title: demo.asset.title, description: demo.asset.description}),
    [demo.asset.title, demo.asset.description],
  );
  return (
    <main className={styles.page} lang={locale} data-demo-id={demo.id}>
      <Head>
        <title>{messages.demoOf(demo.asset.title)}</title>
        <meta name="description" content={demo.asset.description} />
        <html lang={locale} />
      </Head>
      <header className={styles.bar}>
        <h1 className={styles.title}>{demo.asset.title}</h1>
        {demo.pageLink && (
          <Link className={styles.link} to={demo.pageLink}>
            {messages.backToDocs}
          </Link>
        )}
      </header>
      <div className={styles.chart}>
        {entry ? (
          <ChartDemoContext.Provider value={chartDemo}>
            <BrowserOnly fallback={<ChartPlaceholder />}>{() => <DemoPreview entry={entry} />}</BrowserOnly>
          </ChartDemoContext.Provider>
        ) : (
          <p role="alert">{messages.notFound(demo.id)}</p>
        )}
      </div>
    </main>
  );
}
