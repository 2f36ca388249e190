/** One query of the quality fixture and the links any of which must rank in its top 3. */
export interface QualityQuery {
  query: string;
  /** Links; `/api/*#prop-x` stands for the `x` row of any chart page. */
  expect: string[];
}

export interface QualityResult {
  query: string;
  /** 1-based position of the first expected link, null when it is not listed. */
  rank: number | null;
  top: string[];
}

export interface QualityReport {
  results: QualityResult[];
  /** Share of queries with an expected link at rank 3 or better. */
  successAt3: number;
  /** Mean reciprocal rank of the first expected link (0 when absent). */
  mrr: number;
}

/** Whether a result link is the expected one; `*` in `/api/*#` matches any chart slug. */
export function linkMatches(link: string, expected: string): boolean {
  const star = expected.indexOf('*');
  if (star === -1) {
    return link === expected;
  }
  const head = expected.slice(0, star);
  const tail = expected.slice(star + 1);
  if (!link.startsWith(head) || !link.endsWith(tail) || link.length < head.length + tail.length) {
    return false;
  }
  return /^[a-z0-9-]+$/.test(link.slice(head.length, link.length - tail.length));
}

/** Success@3 and MRR of a ranking function over the fixture queries. */
export function scoreQueries(queries: readonly QualityQuery[], rank: (query: string) => string[]): QualityReport {
  const results = queries.map(({query, expect}): QualityResult => {
    const links = rank(query);
    const at = links.findIndex((link) => expect.some((expected) => linkMatches(link, expected)));
    return {query, rank: at === -1 ? null : at + 1, top: links.slice(0, 5)};
  });
  const count = Math.max(results.length, 1);
  return {
    results,
    successAt3: results.filter((result) => result.rank !== null && result.rank <= 3).length / count,
    mrr: results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / count,
  };
}
