import ts from 'typescript';
import type {PropControl} from './types';

/** String options named or described as a color get a color picker instead of a text box. */
const COLOR_PATTERN = /colou?r|fill|stroke|颜色/i;
/**
 * `colorField`, `stackField`, `seriesField`: the name of a data field, whose
 * description talks about colours; a text box, never a color picker.
 */
const FIELD_NAME = /Field$/;

function isBooleanLike(type: ts.Type): boolean {
  return (type.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) !== 0;
}

function isNumberLike(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.Number) !== 0;
}

/** Objects, arrays and functions: forms of an option that only code can write. */
function isNonPrimitive(type: ts.Type): boolean {
  return (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.NonPrimitive)) !== 0 || type.isIntersection();
}

/**
 * The control for an option of type `type`, read from the checker (not from
 * the printed text): `boolean`, `number`, a union of string literals (optional
 * members' `undefined` dropped) or `string`. An option that also accepts
 * objects, arrays or callbacks (`size: number | number[] | SizeCallback`) gets
 * the control of its primitive members, when those are numbers or string
 * literals. Anything else, such as `number | 'auto'` or `boolean | object`, has none.
 */
export function classifyControl(
  name: string,
  description: string,
  type: ts.Type,
  checker: ts.TypeChecker,
): PropControl | undefined {
  const nonNullable = checker.getNonNullableType(type);
  const members = nonNullable.isUnion() ? nonNullable.types : [nonNullable];
  if (members.length === 0) return undefined;
  if (members.every(isBooleanLike)) return {kind: 'boolean'};
  if (members.every(isNumberLike)) return {kind: 'number'};
  if (members.every((member) => member.isStringLiteral())) {
    return {kind: 'enum', values: members.map((member) => (member as ts.StringLiteralType).value)};
  }
  const primitives = members.filter((member) => !isNonPrimitive(member));
  if (primitives.length > 0 && primitives.length < members.length) {
    if (primitives.every(isNumberLike)) return {kind: 'number'};
    if (primitives.every((member) => member.isStringLiteral())) {
      return {kind: 'enum', values: primitives.map((member) => (member as ts.StringLiteralType).value)};
    }
    return undefined;
  }
  if (members.length === 1 && members[0].flags & ts.TypeFlags.String) {
    if (FIELD_NAME.test(name)) return {kind: 'string'};
    return COLOR_PATTERN.test(name) || COLOR_PATTERN.test(description) ? {kind: 'color'} : {kind: 'string'};
  }
  return undefined;
}
