import React from 'react';
import Head from '@docusaurus/Head';
import {getDemoEntry} from '../../client/charts/demoRegistry';
import {SOCIAL_CARD} from '../../previews/socialCardSize';

/**
 * The page's social card (`og:image`, `twitter:image`): the 1200x630 picture of
 * its main demo, made by `npm run previews`. Nothing when the demo has none yet.
 */
export default function SocialCard({demoId}: {demoId: string | undefined}): React.JSX.Element | null {
  const entry = demoId === undefined ? undefined : getDemoEntry(demoId);
  if (!entry?.socialCard) {
    return null;
  }
  return (
    <Head>
      <meta property="og:image" content={entry.socialCard} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={entry.title} />
      <meta name="twitter:image" content={entry.socialCard} />
    </Head>
  );
}
