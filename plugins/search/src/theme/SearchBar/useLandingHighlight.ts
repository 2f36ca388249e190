import {useEffect, useRef} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {markLandingText, takeLandingWords} from '../../client/markLandingText';

/** Marks the searched words on the page a result leads to, once it has rendered, until the next navigation starts. */
export function useLandingHighlight(): void {
  const location = useLocation();
  const history = useHistory();
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => {
    const words = takeLandingWords(location.pathname);
    // The page's own content (a doc's article) rather than its sidebars, where there is one.
    const main = document.querySelector('main article') ?? document.querySelector('main');
    if (words && main) {
      cleanup.current?.();
      cleanup.current = markLandingText(main, words);
    }
  }, [location]);

  // Cleared as soon as a navigation starts, before React renders: it must find its text nodes where it left them.
  useEffect(() => {
    const stopListening = history.listen(() => {
      cleanup.current?.();
      cleanup.current = null;
    });
    return () => {
      stopListening();
      cleanup.current?.();
    };
  }, [history]);
}

/**
 * Called just before the router follows `link`: when it only changes the hash of the current page
 * (another row of the props table being read), fires `hashchange` once the router has pushed it,
 * which history.push never does and the props table's hash listener waits for.
 */
export function signalSamePageHash(link: string): void {
  if (typeof window === 'undefined') return;
  const target = new URL(link, window.location.href);
  if (target.pathname !== window.location.pathname || target.search !== window.location.search || !target.hash) return;
  window.setTimeout(
    () => window.location.hash === target.hash && window.dispatchEvent(new HashChangeEvent('hashchange')),
  );
}
