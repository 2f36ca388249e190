import {translate} from '@docusaurus/Translate';
import type {ChartCategoryId} from '../../categories';

/**
 * A chart category's name in the page's language. One literal call per category: Docusaurus finds
 * the texts to translate by reading these calls.
 */
export function categoryName(id: ChartCategoryId): string {
  switch (id) {
    case 'basic':
      return translate({id: 'site.chartCategory.basic', message: 'Basic charts'});
    case 'statistical':
      return translate({id: 'site.chartCategory.statistical', message: 'Statistical charts'});
    case 'progress':
      return translate({id: 'site.chartCategory.progress', message: 'Progress and KPI'});
    case 'relation':
      return translate({id: 'site.chartCategory.relation', message: 'Relations and flows'});
    case 'hierarchy':
      return translate({id: 'site.chartCategory.hierarchy', message: 'Hierarchies'});
    case 'tiny':
      return translate({id: 'site.chartCategory.tiny', message: 'Tiny charts'});
    case 'composite':
      return translate({id: 'site.chartCategory.composite', message: 'Composite charts'});
  }
}
