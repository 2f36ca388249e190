import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMenu from '@theme/CopyPageMenu';

type Props = WrapperProps<typeof ContentType>;

/** Wrapped (not ejected) to put the `Copy page` menu above every docs page's content. */
export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <CopyPageMenu />
      <Content {...props} />
    </>
  );
}
