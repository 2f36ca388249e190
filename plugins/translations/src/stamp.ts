import {sourceHash} from './hash';
import type {Memory} from './memoryFile';
import type {TranslationDomain} from './domain';

/** Whether a unit id is one of the ids (or under one of the prefixes, `docs/guide.mdx`) given to restamp. */
function isNamed(id: string, names: readonly string[]): boolean {
  return names.some((name) => id === name || id.startsWith(`${name}#`) || id.startsWith(`${name}.`));
}

/**
 * The memory with `source` filled from the current English: for every entry without one, and, when `restamp`
 * names units (after their Chinese was brought up to date), for those too. A source-only domain (docs, ui)
 * gets an entry for each unit whose Chinese exists. Entries of units that no longer exist are left for the
 * translator to remove. `stamped` lists the ids written.
 */
export function stampDomain(
  domain: TranslationDomain,
  memory: Memory,
  restamp: readonly string[] = [],
): {memory: Memory; stamped: string[]} {
  const next: Memory = {...memory};
  const stamped: string[] = [];
  for (const [id, english] of domain.units) {
    const entry = next[id];
    const wanted = entry ? entry.source === undefined || isNamed(id, restamp) : !!domain.hasChinese?.(id);
    if (!wanted) continue;
    const source = sourceHash(english);
    if (entry?.source === source) continue;
    next[id] = {...entry, source};
    stamped.push(id);
  }
  return {memory: next, stamped};
}
