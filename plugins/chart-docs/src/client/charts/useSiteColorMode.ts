import {useSyncExternalStore} from 'react';

export type SiteColorMode = 'light' | 'dark';

function read(): SiteColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
  return () => observer.disconnect();
}

/**
 * The color mode as painted on `<html data-theme>`. Read from the attribute
 * rather than the theme context because standalone demo pages render
 * without the site layout that provides that context.
 */
export function useSiteColorMode(): SiteColorMode {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
