import type {MarkdownPage} from './buildPages';
import {markdownPathOf} from './markdownPath';
import {markdownTable} from './renderPropsTable';
import type {LlmsSectionName} from './types';

/** Sections of llms.txt in order; `Optional` is the one the llmstxt.org format lets a reader skip. */
const SECTION_ORDER: readonly LlmsSectionName[] = ['Docs', 'Charts', 'Examples', 'Optional'];

export interface LlmsTxtSite {
  title: string;
  summary: string;
  /** Absolute origin and base, `https://plots-docs.example.org/`. */
  siteUrl: string;
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
export function buildLlmsTxt(site: LlmsTxtSite, pages: readonly MarkdownPage[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    'Every page of this site has a Markdown twin at its path plus `.md` (`/index.md` for the home page), ' +
      'listed below. `llms-full.txt` holds the docs and chart pages in one file; ' +
      "`/schemas/{chart}.json` is the JSON Schema of each chart's config.",
  ];
  for (const section of SECTION_ORDER) {
    const listed = pages.filter((page) => page.section === section);
    if (listed.length === 0) continue;
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
): string {
  const intro = [
    `# ${site.title}: every page`,
    `> ${oneLine(site.summary)}`,
    'The pages follow, each after a `Source:` comment. Every chart takes the common options below; ' +
      "each chart page lists its own options and how its common options differ from these. Each page's " +
      'own Markdown (the `Source:` address) has its whole table.',
    '## Common options',
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
