import {parseMdx} from './parseMdx';

/** Front matter keys a translation translates; every other key keeps the English value. */
const TRANSLATED_KEYS = new Set(['title', 'description', 'sidebar_label']);
/** Readable text nested in a page's front matter (the home page's hero and feature cards). */
const NESTED_TEXT_KEYS = new Set([...TRANSLATED_KEYS, 'text']);

/**
 * Whether the Chinese front-matter value keeps the English one's shape: the same keys, list lengths and
 * values, except text under a key meant to be read (`title`, `description`, `text`), which is translated.
 */
function sameButText(english: unknown, chinese: unknown, key: string | undefined): boolean {
  if (typeof english === 'string' && key !== undefined && NESTED_TEXT_KEYS.has(key)) return typeof chinese === 'string';
  if (Array.isArray(english)) {
    return (
      Array.isArray(chinese) &&
      english.length === chinese.length &&
      english.every((item, index) => sameButText(item, chinese[index], undefined))
    );
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof chinese !== 'object' || chinese === null || Array.isArray(chinese)) return false;
    const englishKeys = Object.keys(english);
    const chineseRecord = chinese as Record<string, unknown>;
    return (
      JSON.stringify(englishKeys) === JSON.stringify(Object.keys(chinese)) &&
      englishKeys.every((name) => sameButText((english as Record<string, unknown>)[name], chineseRecord[name], name))
    );
  }
  return JSON.stringify(english) === JSON.stringify(chinese);
}

function firstDifference(english: readonly string[], chinese: readonly string[]): string | undefined {
  for (let index = 0; index < Math.max(english.length, chinese.length); index += 1) {
    if (english[index] !== chinese[index]) {
      const show = (text: string | undefined) => (text === undefined ? 'nothing' : JSON.stringify(text.slice(0, 80)));
      return `#${index + 1} is ${show(chinese[index])}, the English has ${show(english[index])}`;
    }
  }
  return undefined;
}

/**
 * What a Chinese MDX file must keep from its English one, so anchors, links and code work in both languages:
 * every heading with an explicit id equal to the English heading's id, in the same order; the same front
 * matter keys, untranslated ones equal; code blocks and import/component lines byte-equal. One message per
 * broken rule, naming the file given as `label`.
 */
export function checkMdxTranslation(englishSource: string, chineseSource: string, label: string): string[] {
  const english = parseMdx(englishSource);
  const chinese = parseMdx(chineseSource);
  const problems: string[] = [];
  const implicit = chinese.headings.filter((heading) => !heading.explicit);
  if (implicit.length > 0) {
    problems.push(
      `${label}: headings without an explicit id (\`## 安装 {/* #install */}\`) at lines ${implicit
        .map((heading) => heading.line + 1)
        .join(', ')} of the body`,
    );
  }
  const ids = firstDifference(
    english.headings.map((heading) => heading.id),
    chinese.headings.map((heading) => heading.id),
  );
  if (ids) problems.push(`${label}: heading ids differ from the English: ${ids}`);
  const keys = firstDifference(english.frontMatterKeys, chinese.frontMatterKeys);
  if (keys) problems.push(`${label}: front matter keys differ: ${keys}`);
  for (const key of english.frontMatterKeys.filter((name) => !TRANSLATED_KEYS.has(name))) {
    if (!sameButText(english.frontMatter[key], chinese.frontMatter[key], undefined)) {
      problems.push(
        `${label}: front matter "${key}" must equal the English (only title, description, sidebar_label and nested title, description, text are translated)`,
      );
    }
  }
  const code = firstDifference(english.codeBlocks, chinese.codeBlocks);
  if (code) problems.push(`${label}: code blocks must be byte-equal to the English: ${code}`);
  const components = firstDifference(english.components, chinese.components);
  if (components) problems.push(`${label}: imports and component lines must equal the English: ${components}`);
  return problems;
}
