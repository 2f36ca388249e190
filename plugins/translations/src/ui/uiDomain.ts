import fs from 'node:fs';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';
import type {TranslationDomain} from '../domain';
import {TRANSLATED_LOCALE} from '../locale';

/** The Chinese UI messages, in Docusaurus' format. */
export const CODE_JSON = `i18n/${TRANSLATED_LOCALE}/code.json`;

/** Installed theme code whose messages the site shows (what `docusaurus write-translations` reads besides `src/`). */
const THEME_PACKAGES = [
  '@docusaurus/theme-classic/lib/theme',
  '@docusaurus/theme-common/lib',
  '@docusaurus/theme-live-codeblock/lib/theme',
];

/** Where the English messages are written: the site's `src/`, its plugins' themes, the installed themes. */
function sourceDirs(siteDir: string): string[] {
  const plugins = path.join(siteDir, 'plugins');
  const pluginThemes = fs
    .readdirSync(plugins)
    .map((name) => path.join(plugins, name, 'src', 'theme'))
    .filter((dir) => fs.existsSync(dir));
  const themes = THEME_PACKAGES.map((folder) => path.join(siteDir, 'node_modules', folder));
  return [path.join(siteDir, 'src'), ...pluginThemes, ...themes];
}

/** Message id -> English default, extracted the way `docusaurus write-translations` does (its Babel extractor). */
export async function englishUiMessages(siteDir: string): Promise<Map<string, string>> {
  const files = (await globTranslatableSourceFiles(sourceDirs(siteDir))).filter(
    (file) => !file.split(path.sep).includes('__tests__'),
  );
  const extracted = await extractAllSourceCodeFileTranslations(files, getBabelOptions({isServer: true}));
  const messages = new Map<string, string>();
  for (const {translations} of extracted) {
    for (const [id, {message}] of Object.entries(translations)) messages.set(id, message);
  }
  return messages;
}

/** The `ui` domain: one unit per message id; its Chinese is code.json's message. */
export async function uiDomain(siteDir: string): Promise<TranslationDomain> {
  const file = path.join(siteDir, CODE_JSON);
  const codeJson = (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}) as Record<
    string,
    {message?: string}
  >;
  return {
    name: 'ui',
    units: await englishUiMessages(siteDir),
    hasChinese: (id) => !!codeJson[id]?.message,
  };
}
