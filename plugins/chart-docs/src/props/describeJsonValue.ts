import ts from 'typescript';
import type {JsonValueShape, JsonValueType} from './types';

function isCallable(type: ts.Type): boolean {
  return type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0;
}

/** Whether an object type declares named fields (a `Record<string, T>` has only an index signature). */
function hasNamedFields(type: ts.Type, checker: ts.TypeChecker): boolean {
  return checker.getPropertiesOfType(type).length > 0;
}

/**
 * What JSON can hold for an option whose declarations have the types `types`
 * (one, or several when union members declare the same field), read from the
 * checker (not from the printed text): the JSON types their union members
 * allow, the values of string-literal members, whether a function is accepted
 * too (a function has no JSON form; the schema describes it and validates
 * nothing), and whether the row's fields describe the object itself, the
 * array's items, or both. `any`, `unknown` and type parameters accept anything.
 */
export function describeJsonValue(declared: readonly ts.Type[], checker: ts.TypeChecker): JsonValueShape {
  const types = new Set<JsonValueType>();
  const literals = new Set<string>();
  const fieldsOf = new Set<'object' | 'items'>();
  let callable = false;
  let anything = false;
  const members = declared.flatMap((type) => (type.isUnion() ? type.types : [type]));
  for (const member of members) {
    const flags = member.flags;
    if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) continue;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) {
      anything = true;
    } else if (flags & ts.TypeFlags.Null) {
      types.add('null');
    } else if (flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) {
      types.add('boolean');
    } else if (flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BigInt)) {
      types.add('number');
    } else if (member.isStringLiteral()) {
      literals.add(member.value);
    } else if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) {
      types.add('string');
    } else if (checker.isArrayType(member) || checker.isTupleType(member)) {
      types.add('array');
      const [element] = checker.isArrayType(member) ? checker.getTypeArguments(member as ts.TypeReference) : [];
      const elements = element ? (element.isUnion() ? element.types : [element]) : [];
      if (
        elements.some(
          (item) =>
            (item.flags & ts.TypeFlags.Object || item.isIntersection()) &&
            !checker.isArrayType(item) &&
            !checker.isTupleType(item) &&
            !isCallable(item) &&
            hasNamedFields(item, checker),
        )
      ) {
        fieldsOf.add('items');
      }
    } else if (isCallable(member)) {
      callable = true;
    } else if (flags & (ts.TypeFlags.Object | ts.TypeFlags.NonPrimitive) || member.isIntersection()) {
      // An intersection with a function (`Fn & {displayName}`) is still a function.
      if (member.isIntersection() && member.types.some(isCallable)) callable = true;
      else {
        types.add('object');
        if (hasNamedFields(member, checker)) fieldsOf.add('object');
      }
    } else {
      // Symbols, unique symbols, enums of other kinds: let the schema accept them rather than guess.
      anything = true;
    }
  }
  // `string | 'a'` is just `string`: the literals are then only examples.
  const shape: JsonValueShape = {types: [...types].sort()};
  if (literals.size > 0 && !types.has('string')) shape.enum = [...literals];
  else if (literals.size > 0) shape.types = [...new Set([...shape.types, 'string' as const])].sort();
  if (fieldsOf.size > 0) shape.fieldsOf = [...fieldsOf].sort();
  if (callable) shape.callable = true;
  if (anything) shape.any = true;
  return shape;
}
