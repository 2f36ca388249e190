import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';

/**
 * The zh-CN MDX pages are translations of the English ones: only prose, titles and descriptions change.
 * Everything a reader copies or follows (code, imports, components, link targets, heading anchors) must
 * stay byte-equal, or a link `#anchor` and a copied snippet would differ between the two languages.
 */
const SITE_DIR = path.resolve(__dirname, '../..');
const ZH_DOCS = 'i18n/zh-CN/docusaurus-plugin-content-docs/current';
const ZH_PAGES = 'i18n/zh-CN/docusaurus-plugin-content-pages';

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(path.join(SITE_DIR, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return mdxFiles(rel);
    return entry.name.endsWith('.mdx') ? [rel] : [];
  });
}

/** English page -> its translation, in Docusaurus' i18n layout. */
const PAIRS: [string, string][] = [
  ...mdxFiles('docs').map((en): [string, string] => [en, `${ZH_DOCS}/${en.slice('docs/'.length)}`]),
  ['src/pages/index.mdx', `${ZH_PAGES}/index.mdx`],
];

interface Parts {
  /** Front matter lines, minus the keys a translator translates. */
  fixedFrontMatter: string[];
  translatedFrontMatter: string[];
  code: string[];
  prose: string[];
}

/** Front matter keys whose values are text for the reader (nested ones too: the home page's hero and features). */
const TRANSLATED_KEY = /^\s*(?:- )?(title|description|sidebar_label|text):/;

function split(source: string): Parts {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const frontMatter = match ? match[1].split('\n') : [];
  const body = match ? source.slice(match[0].length) : source;
  const code: string[] = [];
  const prose: string[] = [];
  let fence: string[] | null = null;
  for (const line of body.split('\n')) {
    if (fence) {
      fence.push(line);
      if (/^\s*```\s*$/.test(line)) {
        code.push(fence.join('\n'));
        fence = null;
      }
    } else if (/^\s*```/.test(line)) {
      fence = [line];
    } else {
      prose.push(line);
    }
  }
  return {
    fixedFrontMatter: frontMatter.filter((line) => !TRANSLATED_KEY.test(line)),
    translatedFrontMatter: frontMatter.filter((line) => TRANSLATED_KEY.test(line)),
    code,
    prose,
  };
}

/** An explicit heading id, `{#id}` or the MDX comment form `{/* #id *\/}` that compiles without mdx1Compat. */
function explicitId(heading: string): string | undefined {
  return (/\{#([^}]+)\}\s*$/.exec(heading) ?? /\{\/\*\s*#(\S+)\s*\*\/\}\s*$/.exec(heading))?.[1];
}

/** The ids Docusaurus gives the English headings (explicit, or slugged from the heading's text). */
function englishIds(prose: string[]): string[] {
  const slugger = createSlugger();
  return headings(prose).map((heading) => {
    const text = heading
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_]/g, '');
    return explicitId(heading) ?? slugger.slug(text);
  });
}

function headings(prose: string[]): string[] {
  return prose.filter((line) => /^#{1,6} /.test(line)).map((line) => line.replace(/^#+ /, ''));
}

/** Prose lines with inline code removed (a code span may wrap onto the next line). */
const withoutInlineCode = (prose: string[]): string[] =>
  prose
    .join('\n')
    .replace(/`[^`]*`/g, '')
    .split('\n');
const imports = (prose: string[]): string[] => prose.filter((line) => /^(import|export) /.test(line));
const jsxTags = (prose: string[]): string[] =>
  withoutInlineCode(prose).flatMap((line) => line.match(/<\/?[A-Z][^>]*>/g) ?? []);
const linkTargets = (prose: string[]): string[] =>
  withoutInlineCode(prose)
    .flatMap((line) => [...line.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]))
    .sort();

/** Prose lines that still read as an English sentence (four words in a row, outside code, links and tags). */
function englishLines(prose: string[]): string[] {
  return withoutInlineCode(prose).filter((line) => {
    if (/^(import|export) /.test(line)) return false;
    const text = line
      .replace(/<[^>]*>/g, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\{\/\*[^}]*\}|\{#[^}]*\}/g, '')
      .replace(/https?:\S+/g, '');
    return /\b[A-Za-z]+[ ,]+[a-z]+[ ,]+[a-z]+[ ,]+[a-z]+\b/.test(text);
  });
}

const read = (file: string): Parts => split(fs.readFileSync(path.join(SITE_DIR, file), 'utf8'));

describe('zh-CN MDX translations', () => {
  it('cover every English MDX page', () => {
    expect(PAIRS.length).toBeGreaterThan(45);
    const missing = PAIRS.filter(([, zh]) => !fs.existsSync(path.join(SITE_DIR, zh))).map(([, zh]) => zh);
    expect(missing).toEqual([]);
  });

  describe.each(PAIRS.filter(([, zh]) => fs.existsSync(path.join(SITE_DIR, zh))))('%s', (en, zh) => {
    const english = read(en);
    const chinese = read(zh);

    it('keep the front matter, translating only titles, descriptions and labels', () => {
      expect(chinese.fixedFrontMatter).toEqual(english.fixedFrontMatter);
      expect(chinese.translatedFrontMatter.map((line) => line.split(':')[0])).toEqual(
        english.translatedFrontMatter.map((line) => line.split(':')[0]),
      );
    });

    it('give every heading the English anchor as an explicit id', () => {
      expect(headings(chinese.prose).map(explicitId)).toEqual(englishIds(english.prose));
    });

    it('keep code blocks, imports, components and link targets byte-equal', () => {
      expect(chinese.code).toEqual(english.code);
      expect(imports(chinese.prose)).toEqual(imports(english.prose));
      expect(jsxTags(chinese.prose)).toEqual(jsxTags(english.prose));
      expect(linkTargets(chinese.prose)).toEqual(linkTargets(english.prose));
    });

    it('leave no English sentence outside code', () => {
      expect(englishLines(chinese.prose)).toEqual([]);
    });
  });
});
