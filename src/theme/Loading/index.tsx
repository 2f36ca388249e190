import React from 'react';
import clsx from 'clsx';
import type {LoadingComponentProps} from 'react-loadable';
import Translate from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import PageLoadError from '@site/src/components/PageLoadError';
import {useIsInsideLayout} from '@site/src/client/layoutPresence';
// The layout reads the route context, which a page that never loaded has not set up yet;
// Docusaurus' own error page provides one the same way.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import styles from './styles.module.css';

/**
 * Replaces the default spinner: while a lazily loaded page arrives, a skeleton
 * keeps the layout in place; when its chunk fails, the visitor gets a Reload
 * action instead of a red box with a raw error.
 */
const PAGE_LOAD_ERROR_ROUTE = {plugin: {name: 'site-page-load-error', id: 'default'}};

export default function Loading({error}: LoadingComponentProps): React.JSX.Element {
  const insideLayout = useIsInsideLayout();
  if (error) {
    return insideLayout ? (
      <PageLoadError error={error} />
    ) : (
      <RouteContextProvider value={PAGE_LOAD_ERROR_ROUTE}>
        <Layout title="Page not loaded">
          <main className="container">
            <PageLoadError error={error} />
          </main>
        </Layout>
      </RouteContextProvider>
    );
  }
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className={styles.label}>
        <Translate id="site.loading">Loading...</Translate>
      </span>
      <div className={clsx(styles.lineWide, 'site-shimmer')} />
      <div className={clsx(styles.line, 'site-shimmer')} />
      <div className={clsx(styles.line, 'site-shimmer')} />
      <div className={clsx(styles.lineShort, 'site-shimmer')} />
      <div className={clsx(styles.block, 'site-shimmer')} />
    </div>
  );
}
