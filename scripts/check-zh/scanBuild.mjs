/** The English sentences of a build's Chinese pages, grouped by sentence (the navbar's would repeat on every page). */
import fs from 'node:fs';
import path from 'node:path';
import {htmlFiles} from '../postbuild/buildFiles.mjs';
import {pagePathOfFile} from '../postbuild/liveEditorPages.mjs';
import {englishSentencesInHtml} from './englishSentences.mjs';

/**
 * @typedef {{text: string, where: string, pages: string[]}} Offender one English sentence and the pages that show it
 */

/**
 * @param {string} buildDir
 * @param {string} [locale] the language folder of the build (`zh-CN`)
 * @returns {{pages: number, offenders: Offender[]}}
 */
export function scanLocaleBuild(buildDir, locale = 'zh-CN') {
  const localeDir = path.join(buildDir, locale);
  if (!fs.existsSync(path.join(localeDir, 'index.html'))) {
    throw new Error(
      `${localeDir} holds no built site: build it with "npm run build" or "npx docusaurus build --locale ${locale}".`,
    );
  }
  /** @type {Map<string, Offender>} */
  const byText = new Map();
  // Test fixtures (`/~fixtures/`, built only for the browser tests, never published) are no reader's page.
  const files = htmlFiles(localeDir).filter(
    (file) =>
      !path
        .relative(localeDir, file)
        .split(path.sep)
        .some((part) => part.startsWith('.') || part === '~fixtures'),
  );
  for (const file of files) {
    const page = `/${locale}${pagePathOfFile(path.relative(localeDir, file).split(path.sep).join('/'))}`.replace(
      /\/$/,
      '/',
    );
    for (const {text, where} of englishSentencesInHtml(fs.readFileSync(file, 'utf8'))) {
      const key = `${where}\u0000${text}`;
      /** @type {Offender} */
      const offender = byText.get(key) ?? {text, where, pages: []};
      if (!offender.pages.includes(page)) offender.pages.push(page);
      byText.set(key, offender);
    }
  }
  const offenders = [...byText.values()].sort(
    (a, b) => b.pages.length - a.pages.length || a.text.localeCompare(b.text),
  );
  return {pages: files.length, offenders};
}

/**
 * The report: one line per sentence, with how many pages show it and the first few.
 * @param {Offender[]} offenders
 */
export function formatOffenders(offenders) {
  return offenders
    .map(({text, where, pages}) => {
      const shown = pages.slice(0, 3).join(', ') + (pages.length > 3 ? `, ... (${pages.length} pages)` : '');
      return `${where === 'text' ? '' : `[${where}] `}${JSON.stringify(text)}  ${shown}`;
    })
    .join('\n');
}
