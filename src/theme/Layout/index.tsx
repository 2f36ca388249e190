import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {LayoutPresenceContext} from '@site/src/client/layoutPresence';

type Props = WrapperProps<typeof LayoutType>;

// Marks everything below as inside the layout, so error states know whether to add one.
export default function LayoutWrapper(props: Props): React.JSX.Element {
  return (
    <LayoutPresenceContext.Provider value>
      <Layout {...props} />
    </LayoutPresenceContext.Provider>
  );
}
