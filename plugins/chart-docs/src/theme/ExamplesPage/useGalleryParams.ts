import {useCallback, useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {
  CHART_PARAM,
  GROUP_PARAM,
  readGalleryParams,
  TOPIC_PARAM,
  withGalleryParam,
  type GalleryParams,
} from './galleryParams';

const DEFAULTS: GalleryParams = {chart: '', topic: '', group: 'chart'};

/**
 * The gallery's chart, topic and grouping, kept in the address so a view can
 * be shared. Like the words filter, the prerendered page and the hydrating
 * render use the defaults and the address applies right after, so both
 * renders agree. A choice is written at once: it is one change, not typing.
 */
export function useGalleryParams(chartSlugs: ReadonlySet<string>): {
  params: GalleryParams;
  setChart: (slug: string) => void;
  setTopic: (topic: string) => void;
  setGroup: (group: GalleryParams['group']) => void;
} {
  const location = useLocation();
  const history = useHistory();
  const [params, setParams] = useState<GalleryParams>(DEFAULTS);

  useEffect(() => {
    const next = readGalleryParams(location.search, chartSlugs);
    // The same choices keep the same object: a new one would re-render all 360+ cards for nothing.
    setParams((current) =>
      current.chart === next.chart && current.topic === next.topic && current.group === next.group ? current : next,
    );
  }, [location.search, chartSlugs]);

  const write = useCallback(
    (name: string, value: string, defaultValue = '') => {
      const {pathname, search, hash} = history.location;
      const next = withGalleryParam(search, name, value, defaultValue);
      if (next !== search) {
        history.replace({pathname, search: next, hash});
      }
    },
    [history],
  );

  return {
    params,
    setChart: useCallback((slug: string) => write(CHART_PARAM, slug), [write]),
    setTopic: useCallback((topic: string) => write(TOPIC_PARAM, topic), [write]),
    setGroup: useCallback((group: GalleryParams['group']) => write(GROUP_PARAM, group, 'chart'), [write]),
  };
}
