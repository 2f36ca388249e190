import fs from 'node:fs';
import path from 'node:path';
import type {TranslationDomain} from '../domain';
import {TRANSLATED_LOCALE} from '../locale';
import {checkMdxTranslation} from './checkMdxTranslation';
import {INTRO_SECTION, mdxSections, parseMdx} from './parseMdx';

/** English MDX folders and where Docusaurus reads their Chinese (its own i18n layout). */
const MDX_ROOTS = [
  {english: 'docs', chinese: `i18n/${TRANSLATED_LOCALE}/docusaurus-plugin-content-docs/current`},
  {english: 'src/pages', chinese: `i18n/${TRANSLATED_LOCALE}/docusaurus-plugin-content-pages`},
];

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The `docs` domain: one unit per section (`docs/guide.mdx#install`, `_intro` before the first heading) of
 * every English MDX page that has a Chinese file. Its Chinese is the file; a section counts as translated when
 * the Chinese has its heading id. The structure check of each pair is its `problems`; a Chinese file without
 * an English one is a problem too.
 */
export function docsDomain(siteDir: string): TranslationDomain {
  const units = new Map<string, string>();
  const translatedIds = new Set<string>();
  const problems: string[] = [];
  for (const root of MDX_ROOTS) {
    for (const chineseFile of mdxFiles(path.join(siteDir, root.chinese))) {
      const relative = path.relative(path.join(siteDir, root.chinese), chineseFile).split(path.sep).join('/');
      const englishPath = `${root.english}/${relative}`;
      const chineseLabel = `${root.chinese}/${relative}`;
      const englishFile = path.join(siteDir, englishPath);
      if (!fs.existsSync(englishFile)) {
        problems.push(`${chineseLabel}: no English page ${englishPath} (remove the translation)`);
        continue;
      }
      const englishSource = fs.readFileSync(englishFile, 'utf8');
      const chineseSource = fs.readFileSync(chineseFile, 'utf8');
      problems.push(...checkMdxTranslation(englishSource, chineseSource, chineseLabel));
      const chineseIds = new Set([INTRO_SECTION, ...parseMdx(chineseSource).headings.map((heading) => heading.id)]);
      for (const [section, text] of mdxSections(englishSource)) {
        const id = `${englishPath}#${section}`;
        units.set(id, text);
        if (chineseIds.has(section)) translatedIds.add(id);
      }
    }
  }
  return {name: 'docs', units, hasChinese: (id) => translatedIds.has(id), problems};
}
