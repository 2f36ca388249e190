import React from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import PageLoadError from '@site/src/components/PageLoadError';
import {isChunkLoadError} from '@site/plugins/site-shell/src/client';

type Props = WrapperProps<typeof ErrorPageContentType>;

// A chunk that fails while rendering reaches the error boundary; it deserves
// the same Reload message as one that fails while the page loads.
export default function ErrorPageContentWrapper(props: Props): React.JSX.Element {
  if (isChunkLoadError(props.error)) {
    return (
      <main className="container">
        <PageLoadError error={props.error} />
      </main>
    );
  }
  return <ErrorPageContent {...props} />;
}
