import type {DemoData} from '../../chart-docs/src';
import {ENGLISH, type Localizer} from './locale/phrases';

/** A fence longer than any backtick run in the code, so the code cannot close it. */
function fenceFor(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(longest + 1);
}

/** A fenced code block of the given language. */
export function fencedCode(text: string, lang: string): string {
  const fence = fenceFor(text);
  return `${fence}${lang}\n${text.replace(/\s+$/, '')}\n${fence}`;
}

/** A demo's code: the records carry it without the file's header comment, whose fields are said in prose. */
export function demoCode(demo: Pick<DemoData, 'source'>): string {
  return demo.source;
}

/** A demo as Markdown: its title as a heading of `depth`, its description, and its code as a `tsx` block. */
export function renderDemo(
  demo: Pick<DemoData, 'source' | 'asset'>,
  depth: number,
  locale: Localizer = ENGLISH,
): string {
  const title = locale.text(demo.asset.title);
  return [`${'#'.repeat(depth)} ${title}`, locale.text(demo.asset.description), fencedCode(demoCode(demo), 'tsx')]
    .filter(Boolean)
    .join('\n\n');
}
