import React from 'react';

export default function BrowserOnly({children}: {children: () => React.ReactNode}): React.JSX.Element {
  return <>{children()}</>;
}
