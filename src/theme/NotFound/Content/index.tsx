import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

export default function NotFoundContent({className}: Props): React.JSX.Element {
  return (
    // The marker tells src/client/canonicalizeLocation.ts that the server sent the not-found page.
    <main className={clsx('container margin-vert--xl', className)} data-page-not-found="">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="site.notFound.title">PAGE NOT FOUND</Translate>
          </Heading>
          <p>
            <Translate id="site.notFound.body">
              There is no page at this address. It may have moved, or the link may be mistyped.
            </Translate>
          </p>
          <p>
            <Link to="/" className="button button--primary">
              <Translate id="site.notFound.home">Back to homepage</Translate>
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
