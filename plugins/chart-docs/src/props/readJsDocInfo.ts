import ts from 'typescript';
import type {DescriptionLang, PropBadge} from './types';

export interface JsDocInfo {
  description: string;
  descriptionLang: DescriptionLang;
  defaultValue: string;
  badges: PropBadge[];
}

const BADGE_TAGS: Record<string, PropBadge> = {
  deprecated: 'Deprecated',
  experimental: 'Experimental',
  alpha: 'Alpha',
  beta: 'Beta',
};

/** Any CJK ideograph or CJK punctuation marks a description as Chinese. */
const CJK_PATTERN = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/**
 * `@title.en_US Chart style` parses as tag `title` with comment `.en_US Chart style`:
 * the locale suffix ends up at the start of the comment.
 */
const LOCALE_SUFFIX_PATTERN = /^\.([A-Za-z]{2}(?:[_-][A-Za-z]{2})?)\s*/;

export function detectDescriptionLang(text: string): DescriptionLang {
  return CJK_PATTERN.test(text) ? 'zh' : 'en';
}

function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Joins a title and a description unless one already says the other. */
function joinTitleAndDescription(title: string, description: string): string {
  if (!title) return description;
  if (!description || description === title || description.startsWith(title)) return description || title;
  const separator = detectDescriptionLang(title) === 'zh' ? '：' : ': ';
  return `${title}${separator}${description}`;
}

interface TagTexts {
  /** Tag texts without a locale suffix, by tag name (first occurrence wins). */
  plain: Map<string, string>;
  /** Tag texts with an `en_US`/`en` suffix. */
  english: Map<string, string>;
  names: Set<string>;
  deprecatedText: string | undefined;
}

function readTagTexts(declarations: readonly ts.Declaration[]): TagTexts {
  const texts: TagTexts = {plain: new Map(), english: new Map(), names: new Set(), deprecatedText: undefined};
  for (const declaration of declarations) {
    for (const tag of ts.getJSDocTags(declaration)) {
      const name = tag.tagName.text;
      let comment = normalizeSpace(ts.getTextOfJSDocComment(tag.comment) ?? '');
      const locale = LOCALE_SUFFIX_PATTERN.exec(comment);
      if (locale) {
        comment = comment.slice(locale[0].length);
        if (/^en/i.test(locale[1]) && !texts.english.has(name)) texts.english.set(name, comment);
        continue;
      }
      texts.names.add(name);
      if (name === 'deprecated' && texts.deprecatedText === undefined) texts.deprecatedText = comment;
      if (!texts.plain.has(name)) texts.plain.set(name, comment);
    }
  }
  return texts;
}

/** Some defaults are quoted literals (`"50"`, `"[0, 90]"`); show them as the value they stand for. */
function normalizeDefault(text: string): string {
  const quoted = /^"(-?\d+(?:\.\d+)?|\[[^"]*\]|true|false)"$/.exec(text);
  return quoted ? quoted[1] : text;
}

/**
 * Reads the description, default and badges of an option from its JSDoc.
 * G2Plot writes `@title` and `@description` (mostly Chinese); the React
 * wrapper adds `@title.en_US`/`@description.en_US`, preferred when present.
 */
export function readJsDocInfo(symbol: ts.Symbol, checker: ts.TypeChecker): JsDocInfo {
  const declarations = symbol.getDeclarations() ?? [];
  const tags = readTagTexts(declarations);

  const englishText = joinTitleAndDescription(tags.english.get('title') ?? '', tags.english.get('description') ?? '');
  const taggedText = joinTitleAndDescription(tags.plain.get('title') ?? '', tags.plain.get('description') ?? '');
  const commentText = normalizeSpace(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
  let description = englishText || taggedText || commentText;
  let defaultValue = normalizeDefault(tags.plain.get('default') ?? tags.english.get('default') ?? '');
  // A default written as prose ("占满全部") is not a value: it belongs with the description.
  if (detectDescriptionLang(defaultValue) === 'zh') {
    const prose = defaultValue.replace(/^"|"$/g, '').trim();
    description = description ? `${description}（默认：${prose}）` : `默认：${prose}`;
    defaultValue = '';
  }

  const badges: PropBadge[] = [];
  for (const [tag, badge] of Object.entries(BADGE_TAGS)) {
    if (!tags.names.has(tag)) continue;
    // G2Plot writes `@deprecated false` on an option that is not deprecated.
    if (tag === 'deprecated' && tags.deprecatedText === 'false') continue;
    badges.push(badge);
  }

  return {
    description,
    descriptionLang: detectDescriptionLang(description),
    defaultValue,
    badges,
  };
}
