import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../..');
const CODE_JSON = path.join(SITE_DIR, 'i18n/zh-CN/code.json');

type Messages = Record<string, {message: string; description?: string}>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Where the site's UI strings are: `src/` and the site's local plugins, whose
 * theme folders `docusaurus write-translations` reads, and whose build-time
 * code may write a message into the page's HTML in the page's language
 * (`context.codeTranslations`, e.g. the no-JavaScript notice of site-shell).
 */
function uiSourceDirs(): string[] {
  const pluginsDir = path.join(SITE_DIR, 'plugins');
  const plugins = fs
    .readdirSync(pluginsDir)
    .map((name) => path.join(pluginsDir, name, 'src'))
    .filter((dir) => fs.existsSync(dir));
  return [path.join(SITE_DIR, 'src'), ...plugins];
}

/** Every `site.*` message id the site's own UI uses (`translate({id})` and `<Translate id>`). */
function usedSiteIds(): Set<string> {
  const ids = new Set<string>();
  for (const file of uiSourceDirs().flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bid\s*[:=]\s*\{?\s*['"](site\.[\w.-]+)['"]/g)) {
      ids.add(match[1]);
    }
  }
  return ids;
}

describe('zh-CN messages', () => {
  const messages = JSON.parse(fs.readFileSync(CODE_JSON, 'utf8')) as Messages;

  it('translate every UI string of the site', () => {
    const used = usedSiteIds();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((id) => !messages[id]?.message);
    expect(missing).toEqual([]);
  });

  it('hold no message the site no longer uses', () => {
    const used = usedSiteIds();
    const stale = Object.keys(messages).filter((id) => id.startsWith('site.') && !used.has(id));
    expect(stale).toEqual([]);
  });

  it('are actually Chinese for the site strings', () => {
    const english = Object.entries(messages).filter(
      ([id, {message}]) => id.startsWith('site.') && !/[\u4e00-\u9fff]/.test(message),
    );
    expect(english).toEqual([]);
  });

  it('exist for the theme, navbar, footer and sidebars as valid JSON', () => {
    for (const file of [
      'docusaurus-theme-classic/navbar.json',
      'docusaurus-theme-classic/footer.json',
      'docusaurus-plugin-content-docs/current.json',
    ]) {
      const parsed = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'i18n/zh-CN', file), 'utf8')) as Messages;
      expect(Object.values(parsed).every((entry) => entry.message.length > 0)).toBe(true);
    }
    expect(messages['theme.NotFound.title']?.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
