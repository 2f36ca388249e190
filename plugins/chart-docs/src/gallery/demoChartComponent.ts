import ts from 'typescript';

const PLOTS_PACKAGE = '@ant-design/plots';

/**
 * Names a demo imports from `@ant-design/plots` (the exported names, also
 * when renamed with `as`), in source order. Read with the TypeScript parser,
 * so comments, strings and odd spacing never fool it.
 */
export function importedPlotsNames(source: string): string[] {
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.moduleSpecifier.text !== PLOTS_PACKAGE
    ) {
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        names.push((element.propertyName ?? element.name).text);
      }
    }
  }
  return names;
}
