import type {MarkdownPage} from './buildPages';
import {markdownPathOf} from './markdownPath';
import {markdownTable} from './renderPropsTable';
import {ENGLISH, LANGUAGE_NAMES, type Localizer} from './locale/phrases';
import type {LlmsSectionName} from './types';

/** Sections of llms.txt in order; `Optional` is the one the llmstxt.org format lets a reader skip. */
const SECTION_ORDER: readonly LlmsSectionName[] = ['Docs', 'Charts', 'Examples', 'Optional'];

export interface LlmsTxtSite {
  title: string;
  summary: string;
  /** Absolute origin and base, `https://plots-docs.example.org/`. */
  siteUrl: string;
  /** The site in its other languages: each `llms.txt` names the others'. Absent when the site has one language. */
  otherLanguages?: ReadonlyArray<{locale: string; llmsTxtUrl: string}>;
}

function absolute(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\//, ''), siteUrl).href;
}

/** One line of the description: the llms.txt link notes are single-line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * `/llms.txt` in the llmstxt.org format: `# title`, `> summary`, a paragraph
 * on how to read the site, then `## Section` lists of `- [title](url): note`
 * linking every page's Markdown twin.
 */
export function buildLlmsTxt(site: LlmsTxtSite, pages: readonly MarkdownPage[], locale: Localizer = ENGLISH): string {
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, '', locale.phrase('llmsTxt.intro')];
  for (const other of site.otherLanguages ?? []) {
    const language = LANGUAGE_NAMES[other.locale] ?? other.locale;
    lines.push('', locale.phrase('llmsTxt.otherLanguage', {language, url: other.llmsTxtUrl}));
  }
  for (const section of SECTION_ORDER) {
    const listed = pages.filter((page) => page.section === section);
    if (listed.length === 0) continue;
    // Section names stay English in every language: llmstxt.org gives `Optional` a meaning, and a tool
    // reading both languages' files finds the same sections.
    lines.push('', `## ${section}`, '');
    for (const page of listed) {
      const note = oneLine(page.description);
      lines.push(
        `- [${oneLine(page.title)}](${absolute(site.siteUrl, markdownPathOf(page.path))})${note ? `: ${note}` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `/llms-full.txt`: the Markdown of every page except the optional ones
 * (demo pages, whose code the chart pages already hold, and the unreleased
 * docs), each after a `Source:` line naming its address. The common options
 * are given once at the start (`commonLines`); chart pages use their compact
 * variant, which lists how their common options differ.
 */
export function buildLlmsFullTxt(
  site: LlmsTxtSite,
  pages: readonly MarkdownPage[],
  commonLines: readonly string[],
  locale: Localizer = ENGLISH,
): string {
  const intro = [
    `# ${locale.phrase('llmsFull.title', {title: site.title})}`,
    `> ${oneLine(site.summary)}`,
    locale.phrase('llmsFull.intro'),
    `## ${locale.phrase('twin.commonOptions')}`,
    markdownTable(commonLines),
  ].join('\n\n');
  const parts = pages
    .filter((page) => page.section !== 'Optional')
    .map(
      (page) =>
        `<!-- Source: ${absolute(site.siteUrl, markdownPathOf(page.path))} -->\n\n${(page.compactMarkdown ?? page.markdown).trim()}\n`,
    );
  return `${[`${intro}\n`, ...parts].join('\n---\n\n')}`;
}
