import routes from '@generated/routes';

/**
 * Docusaurus preloads a route's chunks before it renders the route; when that
 * fails it reloads the whole page during a navigation, and on a first load it
 * never renders at all, leaving a static page with no way out. Letting the
 * preload settle instead makes the route render, and its loadable then shows
 * the failure through `@theme/Loading` inside the normal layout, with a Reload
 * button, while the rest of the site keeps working.
 */
interface Preloadable {
  preload?: () => Promise<unknown>;
}

/** The part of a route this guard reads; both react-router-config and Docusaurus routes fit. */
interface RouteLike {
  component?: unknown;
  routes?: readonly RouteLike[];
}

const guarded = new WeakSet<object>();

export function guardRoutePreloads(routeList: readonly RouteLike[]): void {
  for (const route of routeList) {
    const component = route.component as Preloadable | undefined;
    if (component && typeof component.preload === 'function' && !guarded.has(component)) {
      const preload = component.preload.bind(component);
      component.preload = () =>
        preload().catch((error: unknown) => {
          console.warn('A page chunk failed to load; the page will show a Reload action.', error);
          return undefined;
        });
      guarded.add(component);
    }
    if (route.routes) {
      guardRoutePreloads(route.routes);
    }
  }
}

guardRoutePreloads(routes);
