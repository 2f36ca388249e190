import ts from 'typescript';
import type {CallbackSignature} from './types';

const PRINT_FLAGS =
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/**
 * The parameters (names and types as the typings declare them) and the
 * return type of the function an option accepts, read from the checker so
 * aliases count too (`color: ColorAttr` takes `(datum, defaultColor) =>
 * string`). The first function member of a union is read; `undefined` when
 * the option takes no function.
 */
export function readCallbackSignature(type: ts.Type, checker: ts.TypeChecker): CallbackSignature | undefined {
  const nonNullable = checker.getNonNullableType(type);
  const members = nonNullable.isUnion() ? nonNullable.types : [nonNullable];
  for (const member of members) {
    const [signature] = member.getCallSignatures();
    if (!signature) continue;
    const params = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const parameterType = checker.getTypeOfSymbol(parameter);
      const optional =
        declaration !== undefined &&
        ts.isParameter(declaration) &&
        (declaration.questionToken !== undefined || declaration.initializer !== undefined);
      const rest = declaration !== undefined && ts.isParameter(declaration) && declaration.dotDotDotToken !== undefined;
      return {
        name: parameter.name,
        type: checker.typeToString(checker.getNonNullableType(parameterType), undefined, PRINT_FLAGS),
        ...(optional && {optional: true}),
        ...(rest && {rest: true}),
      };
    });
    return {params, returns: checker.typeToString(signature.getReturnType(), undefined, PRINT_FLAGS)};
  }
  return undefined;
}
