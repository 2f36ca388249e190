import {
  domainStatus,
  formatStatus,
  isClean,
  readMemory,
  stampDomain,
  writeMemory,
  MEMORY_DIR,
} from '../../plugins/translations/src';
import {collectDomains, DOMAIN_NAMES} from './collectDomains';

const USAGE = `Usage: npm run translations -- <command> [options]

  status [--domain NAME]...   list untranslated, stale and orphaned units per domain; exits 1 when any
  stamp  [--domain NAME]... [UNIT...]
                              fill each entry's missing "source" with the hash of the current English;
                              UNIT (an id, or a page such as docs/guide.mdx) restamps those after you updated
                              their Chinese

Domains: ${DOMAIN_NAMES.join(', ')} (files in ${MEMORY_DIR}/).`;

interface Parsed {
  command: string | undefined;
  domains: string[];
  units: string[];
}

function parseArgs(args: readonly string[]): Parsed {
  const parsed: Parsed = {command: args[0], domains: [], units: []};
  for (let index = 1; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--domain') {
      const name = args[index + 1];
      if (!name || !(DOMAIN_NAMES as readonly string[]).includes(name)) {
        throw new Error(`--domain takes one of ${DOMAIN_NAMES.join(', ')}; got ${name ?? 'nothing'}.`);
      }
      parsed.domains.push(name);
      index += 1;
    } else if (arg.startsWith('-')) {
      throw new Error(`Unknown option ${arg}.\n\n${USAGE}`);
    } else parsed.units.push(arg);
  }
  return parsed;
}

/** `npm run translations -- status|stamp`: the exit code, with what it prints written through `log`. */
export async function runTranslations(
  siteDir: string,
  args: readonly string[],
  log: (text: string) => void,
): Promise<number> {
  const {command, domains: only, units} = parseArgs(args);
  if (command !== 'status' && command !== 'stamp') {
    log(USAGE);
    return command === undefined || command === '--help' ? 0 : 2;
  }
  const domains = await collectDomains(siteDir, only);
  if (command === 'status') {
    if (units.length > 0) throw new Error('status takes no unit ids; use --domain NAME to narrow it.');
    const statuses = domains.map((domain) => domainStatus(domain, readMemory(siteDir, domain.name)));
    log(formatStatus(statuses));
    return statuses.every(isClean) ? 0 : 1;
  }
  const unknown = units.filter(
    (name) =>
      !domains.some((domain) =>
        [...domain.units.keys()].some((id) => id === name || id.startsWith(`${name}#`) || id.startsWith(`${name}.`)),
      ),
  );
  if (unknown.length > 0) {
    log(`No unit is named ${unknown.join(', ')} (an id such as line-basic.title, or a page such as docs/guide.mdx).`);
    return 2;
  }
  let written = 0;
  for (const domain of domains) {
    const {memory, stamped} = stampDomain(domain, readMemory(siteDir, domain.name), units);
    if (stamped.length === 0) continue;
    writeMemory(siteDir, domain.name, memory);
    written += stamped.length;
    log(
      `${domain.name}.json: stamped ${stamped.length} (${stamped.slice(0, 5).join(', ')}${stamped.length > 5 ? ', ...' : ''})`,
    );
  }
  if (written === 0) log('Nothing to stamp: every entry has its source.');
  return 0;
}
