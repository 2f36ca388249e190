/**
 * Links to a heading of another tab. The table of contents is rendered once
 * for the page and lists the Doc tab's headings (`#usage`, `#api`...), but
 * only the selected tab is in the page: on the Examples tab those links led
 * nowhere. When a link (or the address) names an element that is not in the
 * page and another tab owns it, that tab is selected and the element is
 * scrolled into view once its panel has rendered. A followed link becomes one
 * history entry with the new `?tab=` and the hash, so Back returns to the tab
 * the visitor came from.
 */
import {useEffect, useRef} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

export interface Place {
  search: string;
  hash: string;
}

/** The tab that holds `hash`'s element when the page lacks it, else undefined (the browser's own business). */
export function anchorOwner(
  hash: string,
  inPage: (id: string) => boolean,
  ownerOf: (id: string) => string | undefined,
): {id: string; tab: string} | undefined {
  if (!hash.startsWith('#') || hash.length < 2) {
    return undefined;
  }
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined; // A malformed escape names nothing.
  }
  if (inPage(id)) {
    return undefined;
  }
  const tab = ownerOf(id);
  return tab === undefined ? undefined : {id, tab};
}

/** A navigation that only changes `?tab=` (a tab click, Back to a tab) is no move to an anchor. */
export function movesToAnchor(from: Place, to: Place): boolean {
  return Boolean(to.hash) && !(from.hash === to.hash && from.search !== to.search);
}

function inPage(id: string): boolean {
  return document.getElementById(id) !== null;
}

/** How long a landed-on heading is kept in view while the tab's lazy parts (props table, events) grow above it. */
const SETTLE_MS = 3000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `element` and keeps it there while the page above it grows, until
 * the visitor scrolls, types or clicks, or `SETTLE_MS` pass. Returns the stop.
 * It watches the element's own position each frame: the props table drawn above
 * Events moves it without changing the page's height, which a size observer misses.
 */
function scrollAndHold(element: Element): () => void {
  element.scrollIntoView();
  let landed = element.getBoundingClientRect().top;
  let frame = window.requestAnimationFrame(function follow() {
    const top = element.getBoundingClientRect().top;
    if (Math.abs(top - landed) > 2) {
      element.scrollIntoView();
      landed = element.getBoundingClientRect().top;
    }
    frame = window.requestAnimationFrame(follow);
  });
  const stop = (): void => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    VISITOR_INPUT.forEach((type) => window.removeEventListener(type, stop));
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  VISITOR_INPUT.forEach((type) => window.addEventListener(type, stop, {passive: true}));
  return stop;
}

/** How long a heading that its panel renders later (after a fetch) is waited for. */
const APPEAR_MS = 5000;

/**
 * Runs `then` with the element of `id` once it is in the page: at once, or when it appears within
 * `APPEAR_MS`. Returns the stop (of the wait, or of what `then` returned).
 */
function whenInPage(id: string, then: (element: Element) => () => void): () => void {
  const element = document.getElementById(id);
  if (element || typeof MutationObserver === 'undefined') {
    return element ? then(element) : () => undefined;
  }
  let stopThen: (() => void) | undefined;
  const observer = new MutationObserver(() => {
    const appeared = document.getElementById(id);
    if (appeared) {
      stopWaiting();
      stopThen = then(appeared);
    }
  });
  const timer = window.setTimeout(() => stopWaiting(), APPEAR_MS);
  function stopWaiting(): void {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, {childList: true, subtree: true});
  return () => {
    stopWaiting();
    stopThen?.();
  };
}

/**
 * Follows links to anchors of other tabs: a click on an in-page link (the
 * table of contents; also the same link twice, which changes no address) and
 * moves in the history (Back, Forward, an edited `#hash`).
 */
export function useAnchorTab({
  queryKey,
  selectedValue,
  shownValue,
  selectValue,
  ownerOf,
}: {
  /** The query parameter that holds the tab (`tab`). */
  queryKey: string;
  selectedValue: string;
  shownValue: string;
  selectValue: (value: string) => void;
  ownerOf: ((id: string) => string | undefined) | undefined;
}): void {
  const location = useLocation();
  const history = useHistory();
  const pending = useRef<{id: string; tab: string} | null>(null);
  const holding = useRef<(() => void) | null>(null);
  const current = useRef({selectedValue, selectValue, ownerOf});
  current.current = {selectedValue, selectValue, ownerOf};

  /** The anchor's tab when the page lacks the anchor (and remembers to scroll to it). */
  const reveal = useRef((hash: string): {id: string; tab: string} | undefined => {
    const owner = current.current.ownerOf;
    const target = owner ? anchorOwner(hash, inPage, owner) : undefined;
    if (target !== undefined) {
      pending.current = target;
    }
    return target;
  }).current;

  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (event.defaultPrevented || event.button !== 0 || modified || !(link instanceof HTMLAnchorElement)) {
        return;
      }
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || link.target) {
        return;
      }
      const target = reveal(url.hash);
      if (target === undefined || target.tab === current.current.selectedValue) {
        return;
      }
      // One entry for tab and heading; the tabs follow `?tab=` in the address.
      event.preventDefault();
      const search = new URLSearchParams(history.location.search);
      search.set(queryKey, target.tab);
      history.push({...history.location, search: search.toString(), hash: url.hash});
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [reveal, history, queryKey]);

  const previous = useRef<Place | undefined>(undefined);
  useEffect(() => {
    const to = {search: location.search, hash: location.hash};
    const from = previous.current;
    previous.current = to;
    // The first render is the server's HTML (the first tab): the address's hash is then the browser's.
    if (from === undefined || !movesToAnchor(from, to)) {
      return;
    }
    const target = reveal(to.hash);
    if (target !== undefined && target.tab !== current.current.selectedValue) {
      current.current.selectValue(target.tab);
    }
  }, [location.search, location.hash, reveal]);

  useEffect(() => {
    const target = pending.current;
    if (target === null || shownValue !== target.tab) {
      return;
    }
    pending.current = null;
    holding.current?.();
    // Some headings come after the panel (Events waits for the chart's recorded events): wait for them.
    holding.current = whenInPage(target.id, scrollAndHold);
  });

  useEffect(() => () => holding.current?.(), []);
}
