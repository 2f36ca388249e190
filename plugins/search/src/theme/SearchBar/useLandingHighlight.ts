import {useEffect, useRef} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {markLandingText, takeLandingWords} from '../../client/markLandingText';

/**
 * Marks the searched words on the page a result leads to (see
 * rememberLandingWords), in its main content, once the route has rendered;
 * the marks go away when the next navigation starts.
 */
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

  // Cleared as soon as a navigation starts, before React renders anything
  // else: React must find its text nodes where it left them.
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
