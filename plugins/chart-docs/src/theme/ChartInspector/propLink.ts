/**
 * Where a chart part leads: the option's row on the chart's page,
 * `/api/{chart}#prop-{path}`, reached so that the props table's own arrival
 * logic runs (Doc tab, group opened, rows expanded, row highlighted).
 */
import {DEFAULT_TAB_LABEL, TAB_QUERY_PARAM} from '../../client/constants';
import {toPropAnchorId} from '../../propsRows/propAnchor';

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The chart page to link to: the page on screen when it is that chart's page
 * (in whichever docs version), else the chart's own page.
 */
export function chartPagePath(permalink: string, slug: string, currentPath: string): string {
  const current = trimSlash(currentPath);
  return current.endsWith(`/api/${slug}`) ? current : permalink;
}

export function propHref(pagePath: string, optionPath: string): string {
  return `${pagePath}#${toPropAnchorId(optionPath)}`;
}

export interface Navigator {
  push: (path: string) => void;
}

/**
 * Goes to the option's row. On the chart page's `Doc` tab only the hash
 * changes, so the page stays as it is and the table reacts to `hashchange`
 * (sent by hand when the hash is already the one asked for). From the
 * Examples tab the router switches to `?tab=doc` (the tabs keep their choice
 * when the query merely disappears); from another page it opens the chart page.
 */
export function goToProp(pagePath: string, optionPath: string, navigator: Navigator): void {
  const hash = `#${toPropAnchorId(optionPath)}`;
  const {pathname, search} = window.location;
  const docTab = DEFAULT_TAB_LABEL.toLowerCase();
  const tab = new URLSearchParams(search).get(TAB_QUERY_PARAM);
  if (trimSlash(pathname) !== trimSlash(pagePath)) {
    navigator.push(propHref(pagePath, optionPath));
  } else if (tab !== null && tab !== docTab) {
    navigator.push(`${pagePath}?${TAB_QUERY_PARAM}=${docTab}${hash}`);
  } else if (window.location.hash === hash) {
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = hash;
  }
}
