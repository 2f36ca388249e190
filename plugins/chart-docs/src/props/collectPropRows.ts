import ts from 'typescript';
import {formatFullTypeText, shortenTypeText} from './formatTypeText';
import {readJsDocInfo} from './readJsDocInfo';
import {classifyControl} from './classifyControl';
import {readCallbackSignature} from './readCallbackSignature';
import {describeJsonValue} from './describeJsonValue';
import {readUnionVariants, VARIANT_FIELD, type UnionVariants} from './unionVariants';
import type {PropRow} from './types';

/** How many levels of fields an option may show beneath it (`xAxis` → `label` → `style` → `fill`). */
export const MAX_NESTING_DEPTH = 3;

/**
 * Chart options come from the chart packages (`@antv/*`, `@ant-design/*`) or,
 * in tests, from fixture files. Declarations from any other package (the
 * TypeScript standard library, `@types/react`, `csstype`) describe DOM and CSS
 * objects, not chart options: they are never listed nor expanded.
 */
function isForeignDeclarationFile(fileName: string): boolean {
  const normalized = fileName.replace(/\\/g, '/');
  if (!normalized.includes('/node_modules/')) return false;
  return !/\/node_modules\/(?:@antv|@ant-design)\//.test(normalized);
}

function isOptionSymbol(symbol: ts.Symbol): boolean {
  const declarations = symbol.getDeclarations() ?? [];
  if (declarations.length === 0) return false;
  return declarations.some((declaration) => !isForeignDeclarationFile(declaration.getSourceFile().fileName));
}

function typeOfSymbol(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Type {
  return checker.getTypeOfSymbol(symbol);
}

/** Runtime objects (G's `IGroup`, `IShape`) declare methods; option objects only declare properties. */
function declaresMethods(type: ts.Type, checker: ts.TypeChecker): boolean {
  return checker.getPropertiesOfType(type).some((property) => property.flags & ts.SymbolFlags.Method);
}

/** Object types whose fields are worth listing: not functions, classes, runtime objects, tuples or library types. */
function expandableObjectTypes(type: ts.Type, checker: ts.TypeChecker): ts.Type[] {
  const members = type.isUnion() ? type.types : [type];
  const result: ts.Type[] = [];
  for (const member of members) {
    if (!(member.flags & ts.TypeFlags.Object) && !member.isIntersection()) continue;
    if (checker.isArrayType(member)) {
      const [element] = checker.getTypeArguments(member as ts.TypeReference);
      if (element) result.push(...expandableObjectTypes(element, checker));
      continue;
    }
    if (checker.isTupleType(member)) continue;
    if (member.getCallSignatures().length > 0 || member.getConstructSignatures().length > 0) continue;
    const symbol = member.getSymbol();
    if (symbol && symbol.flags & ts.SymbolFlags.Class) continue;
    // Library types (HTMLElement, CSSProperties) need no check here: their
    // fields are all foreign and dropped by childProperties. Checking the type's
    // own declaration would wrongly drop `Partial<…>` and `Omit<…>` of options.
    if (declaresMethods(member, checker)) continue;
    result.push(member);
  }
  return result;
}

/**
 * Fields of an option's object type(s), merged by name across union members
 * (first wins for the row). The later members' declarations of a name are
 * kept in `namesakes`, so the row's JSON shape takes every member's type
 * (`{type: 'line'} | {type: 'column'}` allows both values).
 */
function childProperties(
  objectTypes: readonly ts.Type[],
  checker: ts.TypeChecker,
  namesakes: Map<ts.Symbol, ts.Symbol[]>,
): ts.Symbol[] {
  const byName = new Map<string, ts.Symbol>();
  for (const objectType of objectTypes) {
    for (const property of checker.getPropertiesOfType(objectType)) {
      if (!isOptionSymbol(property)) continue;
      const first = byName.get(property.name);
      if (!first) byName.set(property.name, property);
      else if (first !== property) namesakes.set(first, [...(namesakes.get(first) ?? []), property]);
    }
  }
  return [...byName.values()];
}

/**
 * Turns option symbols into table rows, recursing into object-typed options
 * up to {@link MAX_NESTING_DEPTH}. The ancestors on a path are the object types
 * already being expanded there, so self-referencing types stop instead of looping.
 *
 * One collector serves every chart of a program: the rows of a shared type's
 * fields (`Axis`, `Legend`...) are built once and the same rows are returned
 * wherever the type appears. Later steps (English descriptions, ranges,
 * defaults) make new rows for their paths and never change these.
 */
export function createPropRowCollector(checker: ts.TypeChecker): (properties: readonly ts.Symbol[]) => PropRow[] {
  const typeIds = new Map<ts.Type, number>();
  const fieldRowsCache = new Map<string, PropRow[]>();
  const idOf = (type: ts.Type): number => {
    let id = typeIds.get(type);
    if (id === undefined) {
      id = typeIds.size;
      typeIds.set(type, id);
    }
    return id;
  };

  function collectFieldRows(
    objectTypes: readonly ts.Type[],
    depth: number,
    ancestors: ReadonlySet<ts.Type>,
  ): PropRow[] {
    const key = `${depth}|${objectTypes.map(idOf).join(',')}|${[...ancestors]
      .map(idOf)
      .sort((a, b) => a - b)
      .join(',')}`;
    let rows = fieldRowsCache.get(key);
    if (!rows) {
      const nextAncestors = new Set([...ancestors, ...objectTypes]);
      // Namesakes are of these object types only: the same field elsewhere has other siblings.
      const namesakes = new Map<ts.Symbol, ts.Symbol[]>();
      rows = collectRows(
        childProperties(objectTypes, checker, namesakes),
        depth,
        nextAncestors,
        namesakes,
        readUnionVariants(objectTypes, checker),
      );
      fieldRowsCache.set(key, rows);
    }
    return rows;
  }

  function collectRows(
    properties: readonly ts.Symbol[],
    depth: number,
    ancestors: ReadonlySet<ts.Type>,
    namesakes: ReadonlyMap<ts.Symbol, ts.Symbol[]> = new Map(),
    variants?: UnionVariants,
  ): PropRow[] {
    const rows: PropRow[] = [];
    for (const property of properties) {
      if (!isOptionSymbol(property)) continue;
      const type = typeOfSymbol(property, checker);
      const info = readJsDocInfo(property, checker);
      const fullType = formatFullTypeText(property, type, checker);
      const row: PropRow = {
        name: property.name,
        type: shortenTypeText(fullType),
        defaultValue: info.defaultValue,
        description: info.description,
        descriptionLang: info.descriptionLang,
        badges: info.badges,
        json: describeJsonValue(
          [type, ...(namesakes.get(property) ?? []).map((namesake) => typeOfSymbol(namesake, checker))],
          checker,
        ),
      };
      if (fullType !== row.type) row.fullType = fullType;
      if (variants) {
        const only = variants.of(property.name);
        if (only) row.variants = only;
        if (property.name === VARIANT_FIELD) {
          row.variantValues = variants.all;
          // The typings say `string`; the engine draws nothing for any other value.
          if (row.json?.types.join() === 'string') row.json = {...row.json, types: [], enum: variants.all};
        }
        const typed = variants.typesOf(property.name);
        if (typed) row.variantTypes = typed;
      }
      const callback = readCallbackSignature(type, checker);
      if (callback) row.callback = callback;
      const control = classifyControl(property.name, info.description, type, checker);
      if (control) row.control = control;
      if (depth < MAX_NESTING_DEPTH) {
        const objectTypes = expandableObjectTypes(checker.getNonNullableType(type), checker).filter(
          (t) => !ancestors.has(t),
        );
        if (objectTypes.length > 0) {
          const children = collectFieldRows(objectTypes, depth + 1, ancestors);
          if (children.length > 0) row.children = children;
        }
      }
      rows.push(row);
    }
    return rows;
  }

  return (properties) => collectRows(properties, 0, new Set());
}
