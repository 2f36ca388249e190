import fs from 'node:fs';
import path from 'node:path';

/**
 * The Chinese texts of the site as the zh-CN build reads them, for the Chinese quality set:
 * translated MDX from `i18n/zh-CN/docusaurus-plugin-content-docs/current/` (Docusaurus' layout),
 * demo and props texts from the translation memory `i18n/zh-CN/memory/{demos,props}.json`
 * (`{"<unit id>": {"source": hash, "zh": text}}`). Where a unit has no translation, the English
 * stands in, as the zh-CN build falls back to it.
 */

export const ZH_LOCALE = 'zh-CN';
const I18N_DIR = `i18n/${ZH_LOCALE}`;

type Memory = Record<string, {zh?: string}>;

function readJson(file: string): Memory {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Memory) : {};
}

/** The memory of one domain. */
export function readZhMemory(siteDir: string, domain: 'demos' | 'props'): Map<string, string> {
  const merged = readJson(path.join(siteDir, I18N_DIR, 'memory', `${domain}.json`));
  return new Map(
    Object.entries(merged).flatMap(([id, entry]): Array<[string, string]> => (entry.zh ? [[id, entry.zh]] : [])),
  );
}

/**
 * The site path (`docs/guide.mdx`, `src/pages/index.mdx`) of the source the zh-CN build reads
 * for a page: the translation, else the English source itself.
 */
export function zhSource(siteDir: string, englishPath: string): string {
  const inPlugin = englishPath.startsWith('docs/')
    ? `docusaurus-plugin-content-docs/current/${englishPath.slice('docs/'.length)}`
    : `docusaurus-plugin-content-pages/${englishPath.replace(/^src\/pages\//, '')}`;
  const translated = `${I18N_DIR}/${inPlugin}`;
  return fs.existsSync(path.join(siteDir, translated)) ? translated : englishPath;
}

/** A demo's texts with its Chinese title and description, and its Chinese keywords added to the English. */
export function translateDemoAsset<T extends {title: string; description: string; keywords: string[]}>(
  id: string,
  asset: T,
  memory: ReadonlyMap<string, string>,
): T {
  const keywords =
    memory
      .get(`${id}.keywords`)
      ?.split(/[,，、]/u)
      .map((word) => word.trim()) ?? [];
  return {
    ...asset,
    title: memory.get(`${id}.title`) ?? asset.title,
    description: memory.get(`${id}.description`) ?? asset.description,
    keywords: [...asset.keywords, ...keywords.filter(Boolean)],
  };
}

/** The navbar labels of the zh-CN build (`navbar.json`, `item.label.Guide` -> `指南`). */
export function zhNavbarLabel(siteDir: string, label: string): string {
  const file = path.join(siteDir, I18N_DIR, 'docusaurus-theme-classic/navbar.json');
  if (!fs.existsSync(file)) return label;
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: string}>;
  return messages[`item.label.${label}`]?.message ?? label;
}
