import ts from 'typescript';

/** Longest type string shown in a table cell; longer ones are cut at a union member. */
export const MAX_TYPE_LENGTH = 120;

function tidyTypeText(text: string): string {
  return (
    text
      .replace(/import\("[^"]*"\)\./g, '')
      .replace(/\b(?:Types|G2|React)\.(?=[A-Z])/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\breadonly\s+/g, '')
      .replace(/\s+/g, ' ')
      .replace(/;\s*}/g, ' }')
      // Optional members already say "may be missing"; the checker spells it out again.
      .replace(/ \| undefined(?=\s*[;,)}\]])/g, '')
      .replace(/\((\w+)\)\[\]/g, '$1[]')
      .trim()
  );
}

/** Splits on top-level `|` only (not inside parentheses, brackets, braces or generics). */
function splitTopLevelUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char) && text[i - 1] !== '=') depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** Replaces the body of every outermost inline object type with `{ … }`; the row's children list those fields. */
function collapseObjectLiterals(text: string): string {
  let result = '';
  let depth = 0;
  for (const char of text) {
    if (char === '{') {
      if (depth === 0) result += '{ … }';
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
    } else if (depth === 0) {
      result += char;
    }
  }
  return result;
}

/**
 * Shortens a long type: inline object bodies first, then whole union members
 * from the end, and a plain cut as the last resort.
 */
export function shortenTypeText(text: string, maxLength = MAX_TYPE_LENGTH): string {
  if (text.length <= maxLength) return text;
  const collapsed = collapseObjectLiterals(text);
  if (collapsed.length <= maxLength) return collapsed;
  const members = splitTopLevelUnion(collapsed);
  let kept = '';
  for (const member of members) {
    const next = kept ? `${kept} | ${member}` : member;
    if (next.length > maxLength - 4) break;
    kept = next;
  }
  if (kept) return `${kept} | …`;
  return `${collapsed.slice(0, maxLength - 1).trimEnd()}…`;
}

function dropUndefinedMembers(text: string): string {
  const members = splitTopLevelUnion(text).filter((member) => member !== 'undefined');
  return members.join(' | ');
}

/**
 * A written type reads badly out of context when it indexes another type
 * (`Required<X>['line']['shape']`) or names a type parameter of its container
 * (`(chart: P) => void`); the checker's resolved type is printed instead.
 */
function needsResolvedType(typeNode: ts.TypeNode, checker: ts.TypeChecker): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      ts.isIndexedAccessTypeNode(node) ||
      ts.isTypeQueryNode(node) ||
      (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.KeyOfKeyword)
    ) {
      found = true;
      return;
    }
    if (ts.isTypeReferenceNode(node)) {
      const symbol = checker.getSymbolAtLocation(node.typeName);
      if (symbol && symbol.flags & ts.SymbolFlags.TypeParameter) {
        found = true;
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(typeNode);
  return found;
}

/**
 * The type as its author wrote it when that reads well (`ColorAttr`,
 * `number[] | number | 'auto'`), else as the checker prints it, without
 * `undefined` from optionality. The table shows it shortened ({@link shortenTypeText}) and whole on expand.
 */
export function formatFullTypeText(symbol: ts.Symbol, type: ts.Type, checker: ts.TypeChecker): string {
  const declaration = symbol.valueDeclaration ?? symbol.getDeclarations()?.[0];
  const typeNode =
    declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
      ? declaration.type
      : undefined;
  let text = typeNode && !needsResolvedType(typeNode, checker) ? tidyTypeText(typeNode.getText()) : '';
  if (!text) {
    const printed = checker.typeToString(
      checker.getNonNullableType(type),
      undefined,
      ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
        ts.TypeFormatFlags.NoTruncation |
        ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType,
    );
    text = tidyTypeText(printed);
  }
  return dropUndefinedMembers(text);
}
