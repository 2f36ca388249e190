/** @jest-environment node */
import queries from '../../../quality/queries.zh.json';
import {loadSiteSearchIndex} from '../../__tests__/site/loadSiteSearchIndex';
import {describeSearchQuality} from './qualitySuite';

/**
 * The Chinese index (`/zh-CN/`): its pages, demos and option rows in Chinese, searched with Chinese
 * questions as people ask them in the trackers; 90 % with an expected link in the top 3, 60 % in
 * every category.
 */
describeSearchQuality(
  'Chinese search quality over the zh-CN index',
  () => loadSiteSearchIndex('zh-CN'),
  queries,
  {successAt3: 0.9, categorySuccessAt3: 0.6},
  (metadata) => {
    it('indexes the Chinese texts', () => {
      const guide = metadata().pages.find((page) => page.link === '/guide');
      expect(guide?.title).toMatch(/\p{Script=Han}/u);
    });
  },
);
