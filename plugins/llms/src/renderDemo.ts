import type {DemoData} from '../../chart-docs/src';

/** The `/** title / description *\/` header of a demo file: its fields are said in prose instead. */
const DEMO_HEADER = /^\s*\/\*\*[\s\S]*?\*\/\s*/;

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

/** A demo's source without its header comment. */
export function demoCode(demo: Pick<DemoData, 'source'>): string {
  return demo.source.replace(DEMO_HEADER, '');
}

/** A demo as Markdown: its title as a heading of `depth`, its description, and its code as a `tsx` block. */
export function renderDemo(demo: Pick<DemoData, 'source' | 'asset'>, depth: number): string {
  return [`${'#'.repeat(depth)} ${demo.asset.title}`, demo.asset.description, fencedCode(demoCode(demo), 'tsx')]
    .filter(Boolean)
    .join('\n\n');
}
