import type {PropRow} from '../../chart-docs/src';
import {walkPropRows} from '../../chart-docs/src';
import {sinceLabel} from '../../chart-docs/src';

const TABLE_HEAD = ['| Property | Type | Default | Description | Since |', '| --- | --- | --- | --- | --- |'];

/** A table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
}

function code(text: string): string {
  if (!text) return '';
  // A backtick inside needs a longer fence and a space (CommonMark code spans).
  return text.includes('`') ? `\`\` ${cell(text)} \`\`` : `\`${cell(text)}\``;
}

/**
 * The Default column as the page shows it: what the engine applies when the
 * option is left out (a function named as such, a theme's style marked),
 * else the typings' `@default`.
 */
function defaultCell(row: PropRow): string {
  const engine = row.engineDefault;
  if (!engine) return code(row.defaultValue);
  if (engine.function) return 'a function';
  const value = `${engine.nested ? 'fields set: ' : ''}${code(engine.value)}`;
  return engine.source === 'theme' ? `${value} (theme)` : value;
}

const quoted = (values: readonly string[]): string => values.map((value) => code(`'${value}'`)).join(', ');

/** The Type column: the type, or each variant's type when a union's variants type the field differently. */
function typeCell(row: PropRow): string {
  if (!row.variantTypes) return code(row.type);
  return row.variantTypes.map(({variants, type}) => `${code(type)} with type ${quoted(variants)}`).join('; ');
}

/** The description, with which variants of its union have the field (G2's annotations, by `type`). */
function descriptionCell(row: PropRow): string {
  const notes = [row.description];
  if (row.variants) notes.push(`Only with type ${quoted(row.variants)}.`);
  if (row.variantValues) notes.push(`One of ${quoted(row.variantValues)}; each has the fields marked with it.`);
  if (row.registeredValues) notes.push(`Names the engine registers: ${quoted(row.registeredValues)}.`);
  return cell(notes.filter(Boolean).join(' '));
}

/** One Markdown table line per option, nested options' paths written out (`legend.position`). */
export function propsTableLines(rows: readonly PropRow[]): string[] {
  return Array.from(walkPropRows(rows), ({row, path}) => {
    const badges = row.badges.length > 0 ? ` (${row.badges.join(', ')})` : '';
    const since = row.since ? sinceLabel(row.since) : '';
    return `| ${code(path)}${badges} | ${typeCell(row)} | ${defaultCell(row)} | ${descriptionCell(row)} | ${since} |`;
  });
}

/**
 * Lines of a props table as a Markdown table: Property | Type | Default | Description | Since (the first
 * G2Plot release declaring the option, when later than the first @ant-design/plots 1.x release).
 */
export function markdownTable(lines: readonly string[]): string {
  return [...TABLE_HEAD, ...lines].join('\n');
}

/** A props table as a Markdown table, one line per option and nested option. */
export function renderPropsTable(rows: readonly PropRow[]): string {
  return markdownTable(propsTableLines(rows));
}
