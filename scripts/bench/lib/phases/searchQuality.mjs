/** Phase 6: search quality (success@3, MRR) of the fixture queries through the real SearchBar. */
import {GOALS} from '../config.mjs';
import {log, section} from '../report.mjs';
import {measureSearchQuality} from '../searchQuality.mjs';
import {loadAverage, round, seconds} from '../util.mjs';

/**
 * @param {import('../types').BenchRun} run
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
export async function searchQualityPhase({siteDir, figures, results}, browser, origin) {
  section('search quality (plugins/search/quality/queries.json through the real SearchBar)');
  results.phases.searchQuality = {loadAverageAtStart: loadAverage()};
  const started = Date.now();
  try {
    const quality = await measureSearchQuality(browser, origin, siteDir);
    results.searchQuality = quality;
    figures.add(
      'search.successAt3',
      `search success@3 (an expected link among the first 3 results), ${quality.queries} queries`,
      round(quality.successAt3 * 100, 1),
      '%',
      {text: `>= ${GOALS.searchSuccessAt3Percent} %`, ok: quality.successAt3 * 100 >= GOALS.searchSuccessAt3Percent},
    );
    figures.add(
      'search.mrr',
      'search MRR (mean reciprocal rank of the first expected link)',
      round(quality.mrr, 3),
      '',
    );
    for (const miss of quality.missed) {
      log(`  missed: ${JSON.stringify(miss.query)} -> ${miss.top.join(', ') || 'nothing'}`);
    }
  } catch (error) {
    log(`search quality: not measured: ${error instanceof Error ? error.message : error}`);
  }
  results.phases.searchQuality.seconds = seconds(Date.now() - started);
  log(`(${results.phases.searchQuality.seconds} s)`);
}
