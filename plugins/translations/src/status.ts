import {sourceHash} from './hash';
import type {Memory} from './memoryFile';
import type {TranslationDomain} from './domain';

export interface UnitToTranslate {
  id: string;
  /** The current English, to translate from. */
  english: string;
}

export interface DomainStatus {
  domain: string;
  /** English units with no Chinese yet. */
  untranslated: UnitToTranslate[];
  /** Units whose English changed since they were translated, or whose Chinese was never stamped. */
  stale: UnitToTranslate[];
  /** Entries whose unit no longer exists. */
  orphaned: string[];
  /** What the domain's own check found. */
  problems: string[];
}

function isTranslated(domain: TranslationDomain, memory: Memory, id: string): boolean {
  if (domain.hasChinese) return domain.hasChinese(id);
  return !!memory[id]?.zh;
}

/** Compares a domain's English units with its memory. */
export function domainStatus(domain: TranslationDomain, memory: Memory): DomainStatus {
  const status: DomainStatus = {
    domain: domain.name,
    untranslated: [],
    stale: [],
    orphaned: [],
    problems: [...(domain.problems ?? [])],
  };
  for (const [id, english] of domain.units) {
    const entry = memory[id];
    // A unit with Chinese but no source hash (never stamped) is stale: its Chinese may predate this English.
    if (!isTranslated(domain, memory, id)) {
      status.untranslated.push({id, english});
    } else if (entry?.source !== sourceHash(english)) {
      status.stale.push({id, english});
    }
  }
  status.orphaned = Object.keys(memory).filter((id) => !domain.units.has(id));
  return status;
}

export function isClean(status: DomainStatus): boolean {
  return status.untranslated.length + status.stale.length + status.orphaned.length + status.problems.length === 0;
}

/** Long English shortened for a listing: the whole text is in the source file the id names. */
function excerpt(english: string): string {
  const flat = english.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}

/** What a translator reads: per domain, each unit to (re-)translate with its English, then orphans and problems. */
export function formatStatus(statuses: readonly DomainStatus[]): string {
  const lines: string[] = [];
  for (const status of statuses) {
    const counts = `${status.untranslated.length} untranslated, ${status.stale.length} stale, ${status.orphaned.length} orphaned`;
    lines.push(`${status.domain}.json: ${isClean(status) ? 'up to date' : counts}`);
    for (const unit of status.stale) lines.push(`  stale         ${unit.id}: ${excerpt(unit.english)}`);
    for (const unit of status.untranslated) lines.push(`  untranslated  ${unit.id}: ${excerpt(unit.english)}`);
    for (const id of status.orphaned) lines.push(`  orphaned      ${id} (no such English unit: remove the entry)`);
    for (const problem of status.problems) lines.push(`  problem       ${problem}`);
  }
  return lines.join('\n');
}
