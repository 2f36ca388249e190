import type {ChartPropsTable, JsonValueShape, PropRow} from '../../chart-docs/src';
import type {JsonSchema} from './types';

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** Note added to an option that also takes a function: JSON cannot hold one, so nothing of it is checked. */
const JSON_TYPES = ['array', 'boolean', 'null', 'number', 'object', 'string'] as const;

const FUNCTION_NOTE = 'Also takes a function, which JSON cannot hold: set it in code.';

/** The `@default` text as a JSON value, when it is one (`true`, `0.5`, `"top"`); other texts stay prose. */
function parseDefault(text: string): {value: unknown} | undefined {
  const trimmed = text.trim().replace(/^'(.*)'$/, '"$1"');
  if (!trimmed) return undefined;
  try {
    return {value: JSON.parse(trimmed)};
  } catch {
    return undefined;
  }
}

function objectSchema(children: readonly PropRow[] | undefined): JsonSchema {
  if (!children || children.length === 0) return {type: 'object'};
  // Nested objects stay open: G2's configs take fields the typings do not list (`style` attributes, themes).
  return {type: 'object', properties: propertiesOf(children)};
}

/** The schema one row's value must meet, from its JSON shape; children describe its object (or its items). */
function valueSchema(shape: JsonValueShape | undefined, children: readonly PropRow[] | undefined): JsonSchema {
  // A row without a shape (extracted before shapes existed) or of any type: accept anything.
  if (!shape || shape.any) return {};
  const variants: JsonSchema[] = [];
  const simple = shape.types.filter((type) => type !== 'object' && type !== 'array');
  if (simple.length > 0) variants.push({type: simple.length === 1 ? simple[0] : simple});
  if (shape.enum) variants.push({enum: shape.enum});
  const fieldsOf = shape.fieldsOf ?? [];
  if (shape.types.includes('object')) {
    variants.push(fieldsOf.includes('object') ? objectSchema(children) : {type: 'object'});
  }
  if (shape.types.includes('array')) {
    // Items are objects only where the row lists their fields; `T[][]` and `Record<string, T>[]` stay open.
    const itemFields = fieldsOf.includes('items') && (children?.length ?? 0) > 0;
    variants.push(itemFields ? {type: 'array', items: objectSchema(children)} : {type: 'array'});
  }
  // Only a function: nothing JSON can hold is right, but the option is described, not rejected.
  if (variants.length === 0) return {};
  // Also a function: a config validated as written (a demo's, with its callbacks) holds one, which no
  // JSON type matches; JSON itself can never hold it, so the JSON forms stay checked.
  if (shape.callable) variants.push({not: {type: [...JSON_TYPES]}});
  return variants.length === 1 ? variants[0] : {anyOf: variants};
}

function rowSchema(row: PropRow): JsonSchema {
  const schema = valueSchema(row.json, row.children);
  const notes = [
    row.description,
    row.badges.length > 0 ? `(${row.badges.join(', ')})` : '',
    row.variants ? `Only with type ${row.variants.map((value) => `'${value}'`).join(', ')}.` : '',
    row.registeredValues ? `Names the engine registers: ${row.registeredValues.join(', ')}.` : '',
    row.json?.callable ? FUNCTION_NOTE : '',
  ]
    .filter(Boolean)
    .join(' ');
  const withDescription: JsonSchema = {...(notes ? {description: notes} : {}), ...schema};
  // The engine's own default when it is a plain value, else the typings' `@default` when that is JSON.
  const engine = row.engineDefault;
  const fallback =
    engine && !engine.function && !engine.nested ? parseDefault(engine.value) : parseDefault(row.defaultValue);
  if (fallback) withDescription.default = fallback.value;
  return withDescription;
}

function propertiesOf(rows: readonly PropRow[]): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const row of rows) properties[row.name] = rowSchema(row);
  return properties;
}

/**
 * The JSON Schema of a chart's config, from its props table (the rows the
 * chart's page shows): own and common options, nested to the depth the table
 * lists, types and string-literal enums from the typings, descriptions and
 * `@default` values. Unknown top-level options are rejected; nested objects
 * stay open. Options that take a function are described, not validated. `ignored`: options the typings
 * accept that the chart never reads (recorded in the engine): accepted, any value, and said so.
 */
export function buildChartSchema(
  table: ChartPropsTable,
  siteUrl: string,
  schemaPath: string,
  ignored: readonly string[] = [],
): JsonSchema {
  const properties = propertiesOf([...table.own, ...table.common]);
  for (const name of ignored) {
    properties[name] ??= {
      description: 'Accepted but ignored by this chart: it never reads it, and drawing with it changes nothing.',
    };
  }
  // A config file attaches its schema with a top-level "$schema" key (how editors find it);
  // the chart never sees the key, but the closed top level must accept it.
  properties.$schema = {
    type: 'string',
    description: 'The JSON Schema this config follows, for editors; not a chart option.',
  };
  return {
    $schema: JSON_SCHEMA_DIALECT,
    $id: new URL(schemaPath, siteUrl).href,
    title: `${table.component}Config`,
    description: `Props of the ${table.component} chart of @ant-design/plots 1.x (G2Plot 2.x): the part of its config that JSON can hold.`,
    type: 'object',
    properties,
    additionalProperties: false,
  };
}
