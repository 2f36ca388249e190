/**
 * @jest-environment node
 *
 * The translation memory against the repository's English as it is now: a unit whose English changed since it
 * was translated, an entry whose unit is gone, a Chinese page that lost an anchor or changed code, fail here with
 * the unit id and the English to translate again (`npm run translations -- status` prints the same list).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  domainStatus,
  formatStatus,
  memoryFilePath,
  readMemory,
  type DomainStatus,
} from '../../../plugins/translations/src';
import {collectDomains, DOMAIN_NAMES} from '../collectDomains';

const SITE_DIR = path.resolve(__dirname, '../../..');

describe('the translation memory of the repository', () => {
  let statuses: DomainStatus[];

  beforeAll(async () => {
    const domains = await collectDomains(SITE_DIR);
    statuses = domains.map((domain) => domainStatus(domain, readMemory(SITE_DIR, domain.name)));
  }, 120_000);

  it('covers every domain', () => {
    expect(statuses.map((status) => status.domain)).toEqual([...DOMAIN_NAMES]);
  });

  it('has no stale or orphaned unit, and no Chinese page that breaks its English structure', () => {
    const broken = statuses.map((status) => ({...status, untranslated: []}));
    const listing = formatStatus(
      broken.filter((status) => status.stale.length + status.orphaned.length + status.problems.length > 0),
    );
    expect(listing).toBe('');
  });

  it('translates every unit of a domain once its memory file exists', () => {
    // A domain still being translated on its own branch has no file here yet; once it lands it must be whole.
    const started = statuses.filter((status) => fs.existsSync(memoryFilePath(SITE_DIR, status.domain)));
    expect(started.map((status) => status.domain)).toEqual(expect.arrayContaining(['record', 'changelog', 'ui']));
    const listing = formatStatus(
      started
        .filter((status) => status.untranslated.length > 0)
        .map((status) => ({...status, stale: [], orphaned: [], problems: []})),
    );
    expect(listing).toBe('');
  });
});
