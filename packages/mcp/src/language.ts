import {ToolInputError} from './docsModel';
import {checkSitePath, type SiteSource} from './siteSource';

/** The site's languages: English at the root, each other one in its own folder of the build (`/zh-CN/`). */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language a tool was asked for: `en` when none; `zh-cn` and `zh_CN` name zh-CN too. Anything else is refused. */
export function parseLanguage(value: string | undefined): Language {
  if (value === undefined) return DEFAULT_LANGUAGE;
  const wanted = value.trim().replace(/_/g, '-').toLowerCase();
  const language = LANGUAGES.find((candidate) => candidate.toLowerCase() === wanted);
  if (!language) {
    throw new ToolInputError(
      `Unknown language "${value.slice(0, 20)}". Languages: ${LANGUAGES.join(', ')} (default ${DEFAULT_LANGUAGE}).`,
    );
  }
  return language;
}

/**
 * The site in one language: English is the source itself; another language is the source's `/{language}`
 * folder (Docusaurus writes a locale's build there, its manifest and search index included), linked at the
 * deployed address plus that folder.
 */
export function languageSource(source: SiteSource, language: Language): SiteSource {
  if (language === DEFAULT_LANGUAGE) return source;
  return {
    label: `${source.label} (${language})`,
    publicUrl: source.publicUrl && new URL(`${language}/`, source.publicUrl).href,
    // Checked before the folder is put in front, so the path the source checks again is the one asked for.
    readText: (sitePath) => source.readText(`/${language}${checkSitePath(sitePath)}`),
  };
}
