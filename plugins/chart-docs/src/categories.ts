/**
 * Chart categories, in the order the sidebar and the API index show them.
 * Shared by build-time code (sidebars, registry validation) and the browser
 * (API index cards), so it must stay free of Node imports.
 */
export const CHART_CATEGORIES = [
  {id: 'basic', label: 'Basic charts'},
  {id: 'statistical', label: 'Statistical charts'},
  {id: 'progress', label: 'Progress and KPI'},
  {id: 'relation', label: 'Relations and flows'},
  {id: 'hierarchy', label: 'Hierarchies'},
  {id: 'tiny', label: 'Tiny charts'},
  {id: 'composite', label: 'Composite charts'},
] as const;

export type ChartCategoryId = (typeof CHART_CATEGORIES)[number]['id'];

export const CHART_CATEGORY_IDS: readonly ChartCategoryId[] = CHART_CATEGORIES.map((c) => c.id);
