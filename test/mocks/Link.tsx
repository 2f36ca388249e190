import React from 'react';

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

export default function Link({to, href, children, ...rest}: Props): React.JSX.Element {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
