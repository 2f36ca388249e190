/**
 * Every domain of the translation memory with its English units as the sources make them now: the units come
 * from the plugins that generate the English (chart-docs, changelog) and from the Docusaurus files (MDX pages,
 * UI messages). `npm run translations` and the memory's unit test both start here.
 */
import {
  demoTranslationUnits,
  propsTranslationUnits,
  recordTranslationUnits,
  scanDemos,
} from '../../plugins/chart-docs/src';
import {changelogTranslationUnits, DEFAULT_LISTS} from '../../plugins/changelog/src';
import {llmsTranslationUnits} from '../../plugins/llms/src';
import {docsDomain, uiDomain, type TranslationDomain} from '../../plugins/translations/src';

/** The domain names, in the order status lists them. */
export const DOMAIN_NAMES = ['demos', 'props', 'record', 'changelog', 'llms', 'docs', 'ui'] as const;

export async function collectDomains(siteDir: string, only?: readonly string[]): Promise<TranslationDomain[]> {
  const wanted = (name: string) => !only || only.length === 0 || only.includes(name);
  const domains: TranslationDomain[] = [];
  if (wanted('demos')) domains.push({name: 'demos', units: demoTranslationUnits(scanDemos(siteDir))});
  if (wanted('props')) domains.push({name: 'props', units: propsTranslationUnits(siteDir)});
  if (wanted('record')) domains.push({name: 'record', units: recordTranslationUnits()});
  if (wanted('changelog')) {
    domains.push({name: 'changelog', units: changelogTranslationUnits(siteDir, DEFAULT_LISTS)});
  }
  if (wanted('llms')) domains.push({name: 'llms', units: llmsTranslationUnits()});
  if (wanted('docs')) domains.push(docsDomain(siteDir));
  if (wanted('ui')) domains.push(await uiDomain(siteDir));
  return domains;
}
