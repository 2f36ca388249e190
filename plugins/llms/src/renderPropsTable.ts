import type {PropRow} from '../../chart-docs/src';
import {walkPropRows} from '../../chart-docs/src';
import {sinceLabel} from '../../chart-docs/src';
import {ENGLISH, type Localizer} from './locale/phrases';

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
function defaultCell(row: PropRow, locale: Localizer): string {
  const engine = row.engineDefault;
  if (!engine) return code(row.defaultValue);
  if (engine.function) return locale.phrase('props.function');
  const value = engine.nested ? locale.phrase('props.fieldsSet', {value: code(engine.value)}) : code(engine.value);
  const condition = engine.condition ? `; ${locale.text(engine.condition)}` : '';
  if (engine.source === 'drawn') return locale.phrase('props.asDrawn', {value, condition});
  return engine.source === 'theme' ? locale.phrase('props.theme', {value}) : value;
}

const quoted = (values: readonly string[]): string => values.map((value) => code(`'${value}'`)).join(', ');

/** The Type column: the type, or each variant's type when a union's variants type the field differently. */
function typeCell(row: PropRow, locale: Localizer): string {
  if (!row.variantTypes) return code(row.type);
  return row.variantTypes
    .map(({variants, type}) => locale.phrase('props.withType', {type: code(type), values: quoted(variants)}))
    .join('; ');
}

/**
 * A callback's parameters as the engine passes them (recorded): `Callback (datum, index): datum: text (seen: ...)`,
 * or that the recorder never saw it called.
 */
function callbackNote(row: PropRow, observed: boolean, locale: Localizer): string | undefined {
  const callback = row.callback;
  if (!callback) return undefined;
  const names = callback.params.map((param) => `${param.rest ? '...' : ''}${param.name}`).join(', ');
  const params = callback.params.map((param) => {
    const seen = observed && param.observed ? ` (seen: ${param.observed})` : '';
    return `\`${param.name}\`${param.description ? `: ${locale.text(param.description)}` : ''}${seen}`;
  });
  const recorded = callback.recorded;
  const status =
    recorded?.status === 'never'
      ? ` ${locale.phrase('props.neverCalled')}`
      : recorded?.status === 'throws'
        ? ` ${locale.phrase('props.throws', {error: recorded.error ?? locale.phrase('props.anError')})}`
        : '';
  const notPassed = recorded?.notPassed?.length
    ? ` ${locale.phrase('props.notPassed', {names: recorded.notPassed.map((name) => `\`${name}\``).join(', ')})}`
    : '';
  const head = locale.phrase('props.callback', {signature: `\`(${names})\``});
  return `${head}${params.length > 0 ? `: ${params.join('; ')}.` : '.'}${status}${notPassed}`;
}

/** The description, with which variants of its union have the field (G2's annotations, by `type`), and its callback's parameters. */
function descriptionCell(row: PropRow, observed: boolean, locale: Localizer): string {
  const notes = [locale.text(row.description), callbackNote(row, observed, locale)];
  if (row.variants) notes.push(locale.phrase('props.onlyWithType', {values: quoted(row.variants)}));
  if (row.variantValues) notes.push(locale.phrase('props.oneOf', {values: quoted(row.variantValues)}));
  if (row.registeredValues) notes.push(locale.phrase('props.registered', {values: quoted(row.registeredValues)}));
  return cell(notes.filter(Boolean).join(' '));
}

/**
 * One Markdown table line per option, nested options' paths written out (`legend.position`).
 * `observed: false` leaves out what each callback argument held in the recording (it names the demo's
 * data fields, so it differs from chart to chart): `llms-full.txt` shares common rows between charts.
 */
export function propsTableLines(
  rows: readonly PropRow[],
  {observed = true, locale = ENGLISH}: {observed?: boolean; locale?: Localizer} = {},
): string[] {
  return Array.from(walkPropRows(rows), ({row, path}) => {
    const badges = row.badges.length > 0 ? ` (${row.badges.join(', ')})` : '';
    const since = row.since ? locale.text(sinceLabel(row.since)) : '';
    return `| ${code(path)}${badges} | ${typeCell(row, locale)} | ${defaultCell(row, locale)} | ${descriptionCell(row, observed, locale)} | ${since} |`;
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
