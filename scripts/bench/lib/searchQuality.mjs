/**
 * Search quality through the real SearchBar: every query of
 * plugins/search/quality/queries.json typed into the box of the served build,
 * the links of the options it lists read back, scored like the unit test
 * (plugins/search/src/client/__tests__/searchQuality.test.ts): success@3 (an expected link
 * among the first three) and MRR (mean of 1 / rank of the first expected link).
 */
import fs from 'node:fs';
import path from 'node:path';
import {QUERY_FN, openSearchPage} from './search.mjs';

/** @typedef {{query: string, expect: string[]}} QualityQuery */

/**
 * @param {string} siteDir
 * @returns {QualityQuery[]}
 */
export function readQualityQueries(siteDir) {
  return JSON.parse(fs.readFileSync(path.join(siteDir, 'plugins/search/quality/queries.json'), 'utf8'));
}

/**
 * `/api/*#prop-x` stands for the `x` row of any chart page.
 * @param {string} link
 * @param {string} expected
 */
export function linkMatches(link, expected) {
  const star = expected.indexOf('*');
  if (star === -1) return link === expected;
  const head = expected.slice(0, star);
  const tail = expected.slice(star + 1);
  if (!link.startsWith(head) || !link.endsWith(tail) || link.length < head.length + tail.length) return false;
  return /^[a-z0-9-]+$/.test(link.slice(head.length, link.length - tail.length));
}

/**
 * @param {readonly QualityQuery[]} queries
 * @param {ReadonlyMap<string, readonly string[]>} linksByQuery
 */
export function scoreQuality(queries, linksByQuery) {
  const results = queries.map(({query, expect}) => {
    const links = linksByQuery.get(query) ?? [];
    const at = links.findIndex((link) => expect.some((expected) => linkMatches(link, expected)));
    return {query, rank: at === -1 ? null : at + 1, top: links.slice(0, 3)};
  });
  const count = Math.max(results.length, 1);
  return {
    queries: results.length,
    successAt3: results.filter((r) => r.rank !== null && r.rank <= 3).length / count,
    mrr: results.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / count,
    missed: results.filter((r) => r.rank === null || r.rank > 3),
  };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} siteDir
 */
export async function measureSearchQuality(browser, origin, siteDir, pagePath = '/api') {
  const queries = readQualityQueries(siteDir);
  const {context, page} = await openSearchPage(browser, origin, pagePath);
  try {
    const answers = /** @type {string[][]} */ (
      await page.evaluate(
        `(async () => { const q = ${QUERY_FN}; const out = []; for (const w of ${JSON.stringify(queries.map((q) => q.query))}) { out.push((await q(w)).links); } return out; })()`,
      )
    );
    return scoreQuality(queries, new Map(queries.map((q, i) => [q.query, answers[i]])));
  } finally {
    await context.close();
  }
}
