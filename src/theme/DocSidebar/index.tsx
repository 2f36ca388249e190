import React from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

/**
 * Docusaurus' doc sidebar, with the desktop sidebar kept on narrow screens.
 * The prerendered page has it (the server cannot know the width), and
 * Docusaurus removed it once a phone had hydrated: unmounting its categories
 * and links was ~12 ms of a chart page's hydration (~50 ms on a throttled
 * phone). Below the desktop breakpoint its container is `display: none`, so
 * keeping it changes nothing a visitor sees; the phone's menu is still the
 * navbar drawer that the mobile sidebar fills.
 */
export default function DocSidebar(props: Props): React.JSX.Element {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
