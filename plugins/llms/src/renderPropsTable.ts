import type {PropRow} from '../../chart-docs/src/props/types';

const TABLE_HEAD = ['| Property | Type | Default | Description |', '| --- | --- | --- | --- |'];

/** A table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
}

function code(text: string): string {
  if (!text) return '';
  // A backtick inside needs a longer fence and a space (CommonMark code spans).
  return text.includes('`') ? `\`\` ${cell(text)} \`\`` : `\`${cell(text)}\``;
}

function flatten(rows: readonly PropRow[], prefix: string, out: string[]): void {
  for (const row of rows) {
    const path = prefix ? `${prefix}.${row.name}` : row.name;
    const badges = row.badges.length > 0 ? ` (${row.badges.join(', ')})` : '';
    out.push(`| ${code(path)}${badges} | ${code(row.type)} | ${code(row.defaultValue)} | ${cell(row.description)} |`);
    if (row.children) flatten(row.children, path, out);
  }
}

/** One Markdown table line per option, nested options' paths written out (`legend.position`). */
export function propsTableLines(rows: readonly PropRow[]): string[] {
  const lines: string[] = [];
  flatten(rows, '', lines);
  return lines;
}

/** Lines of a props table as a Markdown table: Property | Type | Default | Description. */
export function markdownTable(lines: readonly string[]): string {
  return [...TABLE_HEAD, ...lines].join('\n');
}

/** A props table as a Markdown table, one line per option and nested option. */
export function renderPropsTable(rows: readonly PropRow[]): string {
  return markdownTable(propsTableLines(rows));
}
