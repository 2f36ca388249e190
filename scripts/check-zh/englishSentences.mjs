/**
 * Finds English left in a Chinese page, outside code: `npm run check:zh`
 * (./run.mjs) runs it over a build's `zh-CN/` pages, and e2e/zh-cn-text.spec.ts
 * holds the build to it.
 *
 * An English sentence here is a run of MIN_WORDS or more English words in a
 * row, in the text a reader sees in one block (a paragraph, a heading, a table
 * cell, a button, ...) or in an attribute read aloud or shown (`aria-label`,
 * `title`, `alt`, `placeholder`, the page description). A word is a plain
 * word: letters, the first one may be a capital, an apostrophe or hyphen
 * inside (`don't`, `built-in`), punctuation around it. So these never count:
 * code (`pre`, `code`, `kbd`, `samp`, scripts, styles, SVG), option and event
 * names (`innerRadius`, `onReady`: a capital inside), acronyms (`API`, `SVG`),
 * version numbers, URLs and file paths, the brand names of BRANDS, and a
 * comma-separated list of single words (`points, shape, size, x`: field names).
 * Chinese text between two words breaks the run: "使用 Line 组件" has one.
 */
import {Parser} from 'htmlparser2';

export const MIN_WORDS = 4;

/** Names that stay English in Chinese text, removed before counting words (longest first). */
export const BRANDS = [
  'Ant Design Plots',
  'Ant Design Charts',
  'Ant Design',
  'Content Security Policy',
  'Creative Commons',
  'Apache License',
  'MIT License',
  'Visual Studio Code',
  'Google Chrome',
  'Web Worker',
  'Open Graph',
];

/** Elements whose text is code or no text at all. */
const SKIPPED = new Set([
  'pre',
  'code',
  'kbd',
  'samp',
  'var',
  'script',
  'style',
  'svg',
  'math',
  'template',
  'textarea',
]);
/** Elements whose text runs on into their parent's (a link inside a sentence); any other element ends a block. */
const INLINE = new Set([
  'a',
  'span',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'small',
  'sup',
  'sub',
  'abbr',
  'mark',
  'q',
  'cite',
  'time',
  'data',
  'bdi',
  'bdo',
  'wbr',
  'del',
  'ins',
]);
/** Attributes a visitor or a screen reader meets as text. */
const TEXT_ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'alt', 'placeholder'];

const WORD = /^[("'“‘[]*[A-Za-z][a-z]*(?:['’-][A-Za-z]+)*[)"'”’\],.;:!?]*$/;
const URL_OR_PATH = /\b(?:https?:\/\/|www\.)\S+|(?:^|\s)[./~@]?[\w.-]*\/[\w./~@-]*/g;

/**
 * The English runs of a text: each a string of MIN_WORDS or more words.
 * @param {string} text
 * @returns {string[]}
 */
export function englishRuns(text) {
  let rest = text.replace(URL_OR_PATH, ' \u0000 ');
  for (const brand of BRANDS) rest = rest.split(brand).join(' \u0000 ');
  /** @type {string[]} */
  const runs = [];
  /** @type {string[]} */
  let run = [];
  const end = () => {
    // A list of single words (`points, shape, size, x`) names fields, not a sentence.
    const list = run.slice(0, -1).every((word) => word.endsWith(','));
    if (run.length >= MIN_WORDS && !list) runs.push(run.join(' '));
    run = [];
  };
  // Whitespace separates words; anything else (Chinese, digits, symbols) inside a token makes it no word.
  for (const token of rest.split(/\s+/)) {
    if (token === '') continue;
    if (WORD.test(token)) {
      run.push(token);
      // A sentence's end ends the run: two short sentences are not one long one.
      if (/[.!?]["'”’)]*$/.test(token)) end();
    } else {
      end();
    }
  }
  end();
  return runs;
}

/**
 * @typedef {{text: string, where: string}} EnglishFinding `where`: `text`, or the attribute (`aria-label`, `meta description`)
 */

/**
 * The English sentences of one HTML page.
 * @param {string} html
 * @returns {EnglishFinding[]}
 */
export function englishSentencesInHtml(html) {
  /** @type {EnglishFinding[]} */
  const findings = [];
  let skipDepth = 0;
  let buffer = '';
  const flush = () => {
    for (const text of englishRuns(buffer)) findings.push({text, where: 'text'});
    buffer = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        // htmlparser2 closes every element it opens (void ones too), so the depth always comes back to 0.
        if (skipDepth > 0) {
          skipDepth += 1;
          return;
        }
        if (SKIPPED.has(name)) {
          skipDepth = 1;
          // Code inside a sentence breaks it, as a word that is no English word would.
          buffer += ' \u0000 ';
          return;
        }
        if (!INLINE.has(name)) flush();
        for (const attribute of TEXT_ATTRIBUTES) {
          const value = attributes[attribute];
          if (value) for (const text of englishRuns(value)) findings.push({text, where: attribute});
        }
        if (
          name === 'meta' &&
          /^(?:description|og:description|twitter:description)$/.test(attributes.name ?? attributes.property ?? '')
        ) {
          for (const text of englishRuns(attributes.content ?? '')) findings.push({text, where: 'meta description'});
        }
      },
      ontext(text) {
        if (skipDepth === 0) buffer += text;
      },
      onclosetag(name, isImplied) {
        if (skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        if (!INLINE.has(name) && !isImplied) flush();
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  flush();
  return findings;
}
