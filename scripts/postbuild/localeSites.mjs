/**
 * The language sub-sites of a build. `docusaurus build` writes the default
 * language at the build's root and every other one into a folder named by its
 * path (`zh-CN/`), each a whole site with its own home page, not-found page
 * and sitemap. Read from the build itself, as the base path is
 * (./siteBase.mjs), so the servers and the post-build step need no list of
 * languages: a folder at the root with both an `index.html` and a `404.html`
 * is a language's sub-site.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A language folder's name: one plain path segment (`zh-CN`), usable as it is in an nginx map. */
export const LOCALE_SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * The language folders of a build (`['zh-CN']`), sorted; none for a build of one language.
 * @param {string} buildDir
 */
export function localeSubSites(buildDir) {
  return fs
    .readdirSync(buildDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && LOCALE_SEGMENT.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => ['index.html', '404.html'].every((file) => fs.existsSync(path.join(buildDir, name, file))))
    .sort();
}

/**
 * The sub-site a path inside the build belongs to (`/zh-CN/api/x` and `/zh-CN` -> `zh-CN`), or '' for the root's.
 * @param {string} pathInBuild a decoded path inside the build folder (`/zh-CN/api/x`)
 * @param {readonly string[]} locales the build's language folders
 */
export function localeOfPath(pathInBuild, locales) {
  const segment = /^\/([^/]+)/.exec(pathInBuild)?.[1] ?? '';
  return locales.includes(segment) ? segment : '';
}

const URL_ENTRY = /<url>[\s\S]*?<\/url>/g;
const LOC = /<loc>([^<]*)<\/loc>/;

/**
 * One sitemap for the whole site: the root's `sitemap.xml` gets every `<url>` of the sub-sites'
 * sitemaps it does not list yet (so running it twice changes nothing). The sub-sites keep their own.
 * Returns how many entries were added.
 * @param {string} buildDir
 */
export function mergeLocaleSitemaps(buildDir) {
  const rootFile = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(rootFile)) return 0;
  const root = fs.readFileSync(rootFile, 'utf8');
  const end = root.lastIndexOf('</urlset>');
  if (end === -1) throw new Error(`${rootFile} has no </urlset>: not a sitemap`);
  const listed = new Set([...root.matchAll(URL_ENTRY)].map(([entry]) => LOC.exec(entry)?.[1]));
  const added = localeSubSites(buildDir).flatMap((locale) => {
    const file = path.join(buildDir, locale, 'sitemap.xml');
    if (!fs.existsSync(file)) return [];
    return [...fs.readFileSync(file, 'utf8').matchAll(URL_ENTRY)]
      .map(([entry]) => entry)
      .filter((entry) => {
        const loc = LOC.exec(entry)?.[1];
        if (!loc || listed.has(loc)) return false;
        listed.add(loc);
        return true;
      });
  });
  if (added.length > 0) fs.writeFileSync(rootFile, `${root.slice(0, end)}${added.join('')}${root.slice(end)}`);
  return added.length;
}

/**
 * The pages of a build (./pagePaths.mjs) that lack their twin in the other language: English pages with no
 * `/zh-CN` twin (`/` has `/zh-CN`), and language pages with no English original.
 * @param {readonly string[]} pagePaths
 * @param {string} locale
 */
export function missingTwins(pagePaths, locale) {
  const prefix = `/${locale}`;
  const inLocale = (/** @type {string} */ page) => page === prefix || page.startsWith(`${prefix}/`);
  const all = new Set(pagePaths);
  const english = pagePaths.filter((page) => !inLocale(page));
  const twinOf = (/** @type {string} */ page) => (page === '/' ? prefix : `${prefix}${page}`);
  const twins = new Set(english.map(twinOf));
  return {
    withoutTwin: english.filter((page) => !all.has(twinOf(page))),
    withoutOriginal: pagePaths.filter((page) => inLocale(page) && !twins.has(page)),
  };
}
