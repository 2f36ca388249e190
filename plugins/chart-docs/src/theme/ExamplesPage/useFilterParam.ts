import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {EXAMPLES_FILTER_URL_DELAY_MS} from '../../client/constants';
import {cleanFilter} from './filterExamples';
import {readFilterParam, withFilterParam} from './filterParam';

/**
 * The gallery's filter, kept in the address (`?filter=`) so it can be shared
 * and survives a reload. The prerendered page and the first (hydrating)
 * render show everything; the address's filter applies right after, so both
 * renders agree. Typing updates the filter at once and the address once the
 * typing pauses (browsers limit how often a page may replace its address);
 * an address changed from outside (Back, a link) wins over what was typed.
 */
export function useFilterParam(): {filter: string; setFilter: (value: string) => void; clear: () => void} {
  const location = useLocation();
  const history = useHistory();
  const [filter, setFilterState] = useState('');
  const written = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const fromUrl = readFilterParam(location.search);
    if (written.current !== null && fromUrl === cleanFilter(written.current).trim()) {
      return;
    }
    written.current = null;
    setFilterState((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
  }, [location.search]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const writeUrl = useCallback(
    (value: string) => {
      written.current = value;
      const {pathname, search, hash} = history.location;
      const next = withFilterParam(search, value);
      if (next !== search) {
        history.replace({pathname, search: next, hash});
      }
    },
    [history],
  );

  const setFilter = useCallback(
    (value: string) => {
      const clean = cleanFilter(value);
      setFilterState(clean);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => writeUrl(clean), EXAMPLES_FILTER_URL_DELAY_MS);
    },
    [writeUrl],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setFilterState('');
    writeUrl('');
  }, [writeUrl]);

  return {filter, setFilter, clear};
}
