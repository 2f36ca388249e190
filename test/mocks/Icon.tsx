import React from 'react';

export default function Icon(props: React.SVGProps<SVGSVGElement>): React.JSX.Element {
  return <svg {...props} />;
}
