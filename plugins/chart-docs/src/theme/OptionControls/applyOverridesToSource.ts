import {parse} from '@babel/parser';
import type {
  Expression,
  JSXAttribute,
  JSXOpeningElement,
  Node,
  ObjectExpression,
  ObjectProperty,
  Program,
} from '@babel/types';
import type {OptionValue, OptionValues} from '../../client/charts/chartOverrides';

/** The chart package demos import their components from. */
const CHART_PACKAGE = '@ant-design/plots';

/** Overrides as a tree: `{legend: {position: 'bottom'}}` for `legend.position`. */
interface ValueTree {
  [key: string]: OptionValue | ValueTree;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function toTree(values: OptionValues): ValueTree {
  const tree: ValueTree = {};
  for (const [path, value] of Object.entries(values)) {
    const segments = path.split('.');
    let node = tree;
    segments.slice(0, -1).forEach((segment) => {
      const next = node[segment];
      if (typeof next !== 'object') node[segment] = {};
      node = node[segment] as ValueTree;
    });
    node[segments[segments.length - 1]] = value;
  }
  return tree;
}

function printString(value: string): string {
  const inner = JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${inner}'`;
}

function printKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : printString(key);
}

function printValue(value: OptionValue | ValueTree): string {
  if (typeof value === 'string') return printString(value);
  if (typeof value !== 'object') return String(value);
  return `{${Object.entries(value)
    .map(([key, inner]) => `${printKey(key)}: ${printValue(inner)}`)
    .join(', ')}}`;
}

function startOf(node: Node): number {
  return node.start ?? 0;
}
function endOf(node: Node): number {
  return node.end ?? 0;
}

function propertyName(property: ObjectExpression['properties'][number]): string | undefined {
  if (property.type !== 'ObjectProperty' || property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'StringLiteral') return property.key.value;
  return undefined;
}

/**
 * The text for a nested override of an option whose current value is
 * `expression`: merged into it when it is an object literal, a new literal
 * when it is a constant (`false`, `true`), else spread so its fields stay.
 */
function nestedValueEdits(source: string, expression: Expression, tree: ValueTree, edits: Edit[]): string | undefined {
  if (expression.type === 'ObjectExpression') {
    mergeIntoObject(source, expression, tree, edits);
    return undefined;
  }
  if (expression.type === 'BooleanLiteral' || expression.type === 'NullLiteral') return printValue(tree);
  const spread = `{...${source.slice(startOf(expression), endOf(expression))}, `;
  return `${spread}${printValue(tree).slice(1)}`;
}

function mergeIntoObject(source: string, object: ObjectExpression, tree: ValueTree, edits: Edit[]): void {
  const added: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const property = object.properties.find((candidate) => propertyName(candidate) === key) as
      ObjectProperty | undefined;
    if (!property || property.shorthand) {
      added.push(`${printKey(key)}: ${printValue(value)}`);
      continue;
    }
    const target = property.value as Expression;
    const text = typeof value === 'object' ? nestedValueEdits(source, target, value, edits) : printValue(value);
    if (text !== undefined) edits.push({start: startOf(target), end: endOf(target), text});
  }
  if (added.length === 0) return;
  const last = object.properties[object.properties.length - 1];
  if (last) edits.push({start: endOf(last), end: endOf(last), text: `, ${added.join(', ')}`});
  else edits.push({start: startOf(object) + 1, end: startOf(object) + 1, text: added.join(', ')});
}

function printAttributeValue(value: OptionValue | ValueTree): string {
  if (typeof value === 'string' && !/["\\\n]/.test(value)) return `"${value}"`;
  return `{${printValue(value)}}`;
}

function chartComponentNames(program: Program): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== CHART_PACKAGE) continue;
    statement.specifiers.forEach((specifier) => names.add(specifier.local.name));
  }
  return names;
}

/** The object literal a top-level `const name = {…}` declares, for `<Line {...config} />`. */
function findObjectConstant(program: Program, name: string): ObjectExpression | undefined {
  let found: ObjectExpression | undefined;
  const visit = (node: Node): void => {
    if (found) return;
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.id.name === name) {
      if (node.init?.type === 'ObjectExpression') found = node.init;
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item));
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return found;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string';
}

function findChartElement(program: Program, names: ReadonlySet<string>): JSXOpeningElement | undefined {
  let found: JSXOpeningElement | undefined;
  const visit = (node: Node): void => {
    if (found) return;
    if (node.type === 'JSXOpeningElement' && node.name.type === 'JSXIdentifier' && names.has(node.name.name)) {
      found = node;
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item));
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return found;
}

function applyEdits(source: string, edits: readonly Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), source);
}

export interface OverriddenSource {
  code: string;
  /** False when the source has no chart element to edit (or does not parse): `code` is the source unchanged. */
  applied: boolean;
}

/**
 * The demo's source with the overrides written into the chart element's props:
 * an existing prop (or field of an object-literal prop, or of a spread
 * `config` object) is replaced, a missing one added. Formatting elsewhere is kept.
 */
export function applyOverridesToSource(source: string, values: OptionValues): OverriddenSource {
  if (Object.keys(values).length === 0) return {code: source, applied: true};
  let program: Program;
  try {
    program = parse(source, {sourceType: 'module', plugins: ['jsx', 'typescript']}).program;
  } catch {
    return {code: source, applied: false};
  }
  const element = findChartElement(program, chartComponentNames(program));
  if (!element) return {code: source, applied: false};

  const edits: Edit[] = [];
  const added: string[] = [];
  const spreadObjects = element.attributes
    .filter((attribute) => attribute.type === 'JSXSpreadAttribute' && attribute.argument.type === 'Identifier')
    .map((attribute) =>
      attribute.type === 'JSXSpreadAttribute' && attribute.argument.type === 'Identifier'
        ? findObjectConstant(program, attribute.argument.name)
        : undefined,
    )
    .filter((object): object is ObjectExpression => object !== undefined);
  const spreadObject = spreadObjects[spreadObjects.length - 1];

  for (const [key, value] of Object.entries(toTree(values))) {
    const attribute = element.attributes.find(
      (candidate): candidate is JSXAttribute =>
        candidate.type === 'JSXAttribute' && candidate.name.type === 'JSXIdentifier' && candidate.name.name === key,
    );
    if (attribute?.value) {
      const container = attribute.value;
      if (typeof value !== 'object' || container.type !== 'JSXExpressionContainer') {
        edits.push({start: startOf(container), end: endOf(container), text: printAttributeValue(value)});
        continue;
      }
      const expression = container.expression;
      if (expression.type === 'JSXEmptyExpression') {
        edits.push({start: startOf(container), end: endOf(container), text: printAttributeValue(value)});
        continue;
      }
      const text = nestedValueEdits(source, expression, value, edits);
      if (text !== undefined) edits.push({start: startOf(expression), end: endOf(expression), text});
    } else if (spreadObject && !attribute) {
      mergeIntoObject(source, spreadObject, {[key]: value}, edits);
    } else if (attribute) {
      // A bare `smooth` attribute means `smooth={true}`.
      edits.push({start: endOf(attribute), end: endOf(attribute), text: `=${printAttributeValue(value)}`});
    } else {
      added.push(`${key}=${printAttributeValue(value)}`);
    }
  }
  if (added.length > 0) {
    const lastAttribute = element.attributes[element.attributes.length - 1];
    const last: Node = lastAttribute ?? element.name;
    // Attributes on their own lines get the new ones on lines of their own, indented alike.
    const indent = lastAttribute && /\n([ \t]*)\S*$/.exec(source.slice(0, startOf(lastAttribute)))?.[1];
    const separator = indent === undefined ? ' ' : `\n${indent}`;
    edits.push({start: endOf(last), end: endOf(last), text: added.map((text) => separator + text).join('')});
  }
  return {code: applyEdits(source, edits), applied: true};
}
