import React from 'react';
import {LayoutPresenceContext} from '@site/src/client/layoutPresence';

// Stands in for the theme layout: a navbar landmark around the page.
export default function Layout({children}: {children: React.ReactNode; title?: string}): React.JSX.Element {
  return (
    <LayoutPresenceContext.Provider value>
      <nav aria-label="Main" />
      {children}
    </LayoutPresenceContext.Provider>
  );
}
