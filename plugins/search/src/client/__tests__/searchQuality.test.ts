/** @jest-environment node */
import queries from '../../../quality/queries.json';
import {loadSiteSearchIndex} from '../../__tests__/site/loadSiteSearchIndex';
import {describeSearchQuality} from './qualitySuite';

/**
 * The English index: at least 95 % of the queries with an expected link in the top 3, and 60 % in
 * every category. The guide category is the weakest (the recipes written since answer several of
 * its queries better than the links it expects; the expectations stay as written).
 */
describeSearchQuality('search quality over the real index', () => loadSiteSearchIndex(), queries, {
  successAt3: 0.95,
  categorySuccessAt3: 0.6,
});
