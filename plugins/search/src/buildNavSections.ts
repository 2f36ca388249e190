import type {SearchNavSection} from './types';

/** Label of the section holding `/` (the home page is not a navbar item). */
export const HOME_SECTION_TITLE = 'Home';

interface NavbarItemLike {
  to?: unknown;
  label?: unknown;
  items?: unknown;
}

/**
 * The navigation sections results are grouped by, in navbar order: Home
 * first, then every internal navbar link (`to`), including those inside
 * dropdowns. External links and items without a label are not sections.
 */
export function buildNavSections(
  navbarItems: readonly unknown[] | undefined,
  homeTitle: string = HOME_SECTION_TITLE,
): SearchNavSection[] {
  const sections: SearchNavSection[] = [{title: homeTitle, link: '/'}];
  const visit = (items: readonly unknown[]) => {
    for (const raw of items) {
      const item = (raw ?? {}) as NavbarItemLike;
      if (typeof item.to === 'string' && typeof item.label === 'string' && item.to.startsWith('/')) {
        const link = item.to.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
        if (!sections.some((section) => section.link === link)) {
          sections.push({title: item.label, link});
        }
      }
      if (Array.isArray(item.items)) {
        visit(item.items);
      }
    }
  };
  visit(navbarItems ?? []);
  return sections;
}
