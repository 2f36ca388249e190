import React from 'react';

export function RouteContextProvider({children}: {children: React.ReactNode; value: unknown}): React.JSX.Element {
  return <>{children}</>;
}
