import type {SearchDemo, SearchIndex, SearchNavSection} from './types';

/** A searchable part of a page: the text under one heading, or before the first one. */
export interface SectionMetadata {
  /** Heading title; empty for the text before the first heading. */
  title: string;
  /** Page link, with `#id` for a heading. */
  link: string;
  paragraphs: string[];
}

/** A page as the search sees it, with its navigation section resolved. */
export interface PageMetadata {
  link: string;
  title: string;
  description: string;
  navTitle: string;
  navOrder: number;
  sections: SectionMetadata[];
  demos: SearchDemo[];
}

export type SearchMetadata = PageMetadata[];

/** Section of pages that belong to no navigation section (it sorts after all of them). */
export const OTHER_SECTION_TITLE = 'Other';

/**
 * The navigation section of a path: the one whose link is the longest prefix
 * of it (`/api/line` is in `/api`, `/` only holds the home page itself).
 */
export function findNavSection(path: string, nav: readonly SearchNavSection[]): {title: string; order: number} {
  let best: {title: string; order: number; length: number} | null = null;
  nav.forEach((section, order) => {
    const matches = section.link === '/' ? path === '/' : path === section.link || path.startsWith(`${section.link}/`);
    if (matches && (!best || section.link.length > best.length)) {
      best = {title: section.title, order, length: section.link.length};
    }
  });
  const found = best as {title: string; order: number} | null;
  return found ? {title: found.title, order: found.order} : {title: OTHER_SECTION_TITLE, order: nav.length};
}

/**
 * `generate-metadata`: the index's routes, demos and navigation joined into
 * one list of pages, built once per visit (in the worker).
 */
export function generateSearchMetadata({routes, demos, nav}: SearchIndex): SearchMetadata {
  const demosByRoute = new Map<string, SearchDemo[]>();
  for (const demo of demos) {
    demosByRoute.set(demo.routePath, [...(demosByRoute.get(demo.routePath) ?? []), demo]);
  }
  return routes.map((route) => {
    const section = findNavSection(route.path, nav);
    return {
      link: route.path,
      title: route.title,
      description: route.description ?? '',
      navTitle: section.title,
      navOrder: section.order,
      sections: route.sections.map((s) => ({
        title: s.heading?.title ?? '',
        link: s.heading ? `${route.path}#${s.heading.id}` : route.path,
        paragraphs: s.paragraphs,
      })),
      demos: demosByRoute.get(route.path) ?? [],
    };
  });
}
