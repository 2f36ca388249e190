import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import type {ExamplesGalleryData} from '../../gallery/types';
import Gallery from './Gallery';
import {MESSAGES} from './messages';
import styles from './styles.module.css';

interface Props {
  /** Written by the chart-docs plugin from every demo file and the chart registry. */
  gallery: ExamplesGalleryData;
}

/** `/examples`: every demo of the site as a card leading to it on its chart page. */
export default function ExamplesGalleryPage({gallery}: Props): React.JSX.Element {
  return (
    <Layout title={MESSAGES.title()} description={MESSAGES.description()}>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <h1>{MESSAGES.title()}</h1>
        <p className={styles.intro}>{MESSAGES.intro()}</p>
        <Gallery gallery={gallery} />
      </main>
    </Layout>
  );
}
