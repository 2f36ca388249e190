import React from 'react';

type Props = React.HTMLAttributes<HTMLHeadingElement> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

export default function Heading({as: As, ...props}: Props): React.JSX.Element {
  return <As {...props} />;
}
