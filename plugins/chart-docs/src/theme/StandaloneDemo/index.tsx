import React, {useMemo} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {demoAtPath} from '../../client/charts/demoRegistry';
import {plainDescription} from '../../demoDescription';
import DemoPreview from '../Demo/DemoPreview';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ChartPlaceholder from '../Demo/ChartPlaceholder';
import {ChartDemoContext, type ChartDemo} from '../../client/charts/chartDemoContext';
import {pickLocale, siteStandaloneLocale, STANDALONE_MESSAGES} from './messages';
import styles from './styles.module.css';

/**
 * `/~demos/{id}`: one demo alone under the root layout (no navbar, sidebar or
 * footer), filling the viewport; for embedding and for a closer look.
 */
export default function StandaloneDemo(): React.JSX.Element {
  const {pathname, search} = useLocation();
  const {siteConfig, i18n} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  // The prerendered page is in the sub-site's language; the query applies once hydrated, so both renders agree.
  const isBrowser = useIsBrowser();
  const siteLocale = siteStandaloneLocale(i18n.currentLocale);
  const locale = isBrowser ? pickLocale(search, siteLocale) : siteLocale;
  const messages = STANDALONE_MESSAGES[locale];
  // The plugin adds this route once per demo, so its path always names one.
  // The route carries the site's base path (BASE_URL, `/docs/`); the registry lists site paths.
  const entry = demoAtPath(pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname);
  const title = entry?.title ?? '';
  const description = plainDescription(entry?.description ?? '');
  const chartDemo = useMemo<ChartDemo>(() => ({title, description}), [title, description]);
  if (!entry) {
    return (
      <main className={styles.page} lang={locale}>
        <p role="alert">{messages.notFound(pathname.split('/').filter(Boolean).pop() ?? '')}</p>
      </main>
    );
  }
  return (
    <main className={styles.page} lang={locale} data-demo-id={entry.id}>
      <Head>
        <title>{messages.demoOf(title)}</title>
        <meta name="description" content={description} />
        <html lang={locale} />
      </Head>
      <header className={styles.bar}>
        <h1 className={styles.title}>{title}</h1>
        {entry.pageLink && (
          <Link className={styles.link} to={entry.pageLink}>
            {messages.backToDocs}
          </Link>
        )}
      </header>
      <div className={styles.chart}>
        <ChartDemoContext.Provider value={chartDemo}>
          <BrowserOnly fallback={<ChartPlaceholder />}>{() => <DemoPreview entry={entry} />}</BrowserOnly>
        </ChartDemoContext.Provider>
      </div>
    </main>
  );
}
