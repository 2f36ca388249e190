import React, {useEffect, useState} from 'react';
import OriginalMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** Infima's class for the navbar's menu button, which Docusaurus' toggle renders. */
const MENU_BUTTON = '.navbar__toggle';

/** Ways a visitor reaches for the menu button before pressing it: the pointer, a touch, keyboard focus. */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * True from the moment the visitor reaches for the menu button. Listening on
 * the document leaves Docusaurus' toggle as it is.
 */
function useMenuReachedFor(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return undefined;
    const onReach = (event: Event): void => {
      if (event.target instanceof Element && event.target.closest(MENU_BUTTON)) setReached(true);
    };
    for (const type of REACHING_EVENTS) document.addEventListener(type, onReach, {passive: true});
    return () => {
      for (const type of REACHING_EVENTS) document.removeEventListener(type, onReach);
    };
  }, [reached]);
  return reached;
}

/**
 * The phone menu (the navbar's links, and on docs pages the whole sidebar) is
 * hidden until opened, yet Docusaurus renders it on every page as soon as the
 * page measures as a phone, right after hydration: ~190 elements in one
 * update that cannot yield, on the phones that can least afford it. It is
 * rendered once the visitor points at, touches or focuses the menu button, a
 * moment before the press opens it (so its slide-in still plays), and at the
 * latest when it opens; then it stays.
 */
export default function NavbarMobileSidebar(): React.JSX.Element | null {
  const {shown} = useNavbarMobileSidebar();
  const reachedFor = useMenuReachedFor();
  return reachedFor || shown ? <OriginalMobileSidebar /> : null;
}
