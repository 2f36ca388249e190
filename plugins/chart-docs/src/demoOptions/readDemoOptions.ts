import ts from 'typescript';

/** Where chart components come from in a demo. */
const CHART_PACKAGE = '@ant-design/plots';

/**
 * Options that hold whole charts (Mix's `plots` and `views`): two Mix demos always differ in these, so
 * they are compared by what each sub-chart sets (`plots[0].options.tooltip`), not as one value.
 */
const SUB_CHART_OPTIONS = new Set(['plots', 'views']);

/** One chart element of a demo: its component and each top-level option as normalised source text. */
export interface DemoChartOptions {
  component: string;
  options: Map<string, string>;
}

/**
 * Source text with formatting taken out: tokens joined by one space, comments dropped, and a trailing
 * comma before `}`, `]` or `)` removed and every string in double quotes, so two demos that wrote one value differently compare equal.
 */
export function normaliseOptionText(text: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, text);
  const tokens: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    tokens.push(
      kind === ts.SyntaxKind.StringLiteral ? JSON.stringify(scanner.getTokenValue()) : scanner.getTokenText(),
    );
  }
  return tokens.join(' ').replace(/ , (?=[}\])])/g, ' ');
}

/** Every `const name = init` of the file, by name; a name declared twice is left out (no guessing which). */
function constInitialisers(file: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression | null>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      (node.parent.flags & ts.NodeFlags.Const) !== 0
    ) {
      const name = node.name.text;
      found.set(name, found.has(name) ? null : node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const result = new Map<string, ts.Expression>();
  for (const [name, init] of found) {
    if (init) {
      result.set(name, init);
    }
  }
  return result;
}

/** `x as T`, `x satisfies T`, `(x)` and `x!` hold the same value as `x`. */
function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

class OptionReader {
  constructor(
    private readonly file: ts.SourceFile,
    private readonly consts: Map<string, ts.Expression>,
  ) {}

  /** An identifier's const initialiser (through chains such as `const a = b`), else the expression itself. */
  resolve(expression: ts.Expression, seen = new Set<string>()): ts.Expression {
    const inner = unwrap(expression);
    if (ts.isIdentifier(inner) && !seen.has(inner.text)) {
      const init = this.consts.get(inner.text);
      if (init) {
        seen.add(inner.text);
        return this.resolve(init, seen);
      }
    }
    return inner;
  }

  valueText(expression: ts.Expression): string {
    return normaliseOptionText(this.resolve(expression).getText(this.file));
  }

  /** Sets `key`, or for an option holding sub-charts one key per property of each (see `SUB_CHART_OPTIONS`). */
  setOption(options: Map<string, string>, key: string, expression: ts.Expression): void {
    const value = this.resolve(expression);
    if (!SUB_CHART_OPTIONS.has(key) || !ts.isArrayLiteralExpression(value)) {
      options.set(key, this.valueText(expression));
      return;
    }
    value.elements.forEach((element, index) => {
      const chart = this.resolve(element);
      const prefix = `${key}[${index}]`;
      if (!ts.isObjectLiteralExpression(chart)) {
        options.set(prefix, this.valueText(element));
        return;
      }
      const inner = new Map<string, string>();
      this.addSpread(chart, inner);
      for (const [name, text] of inner) {
        const written = name === 'options' ? this.propertyValue(chart, name) : undefined;
        const nested = written && this.resolve(written);
        if (nested && ts.isObjectLiteralExpression(nested)) {
          const sub = new Map<string, string>();
          this.addSpread(nested, sub);
          for (const [subName, subText] of sub) {
            options.set(`${prefix}.options.${subName}`, subText);
          }
        } else {
          options.set(`${prefix}.${name}`, text);
        }
      }
    });
  }

  propertyValue(literal: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
    for (const property of literal.properties) {
      if (ts.isPropertyAssignment(property) && this.propertyName(property.name) === name) {
        return property.initializer;
      }
      if (ts.isShorthandPropertyAssignment(property) && property.name.text === name) {
        return property.name;
      }
    }
    return undefined;
  }

  /** The options a spread adds: an object literal's properties, else one opaque `...text` entry. */
  addSpread(expression: ts.Expression, options: Map<string, string>): void {
    const target = this.resolve(expression);
    if (!ts.isObjectLiteralExpression(target)) {
      options.set(`...${normaliseOptionText(target.getText(this.file))}`, '');
      return;
    }
    for (const property of target.properties) {
      if (ts.isSpreadAssignment(property)) {
        this.addSpread(property.expression, options);
      } else if (ts.isPropertyAssignment(property)) {
        this.setOption(options, this.propertyName(property.name), property.initializer);
      } else if (ts.isShorthandPropertyAssignment(property)) {
        this.setOption(options, property.name.text, property.name);
      } else if (property.name) {
        // A method or accessor: its whole text is its value.
        options.set(this.propertyName(property.name), normaliseOptionText(property.getText(this.file)));
      }
    }
  }

  propertyName(name: ts.PropertyName): string {
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) {
      return name.text;
    }
    return normaliseOptionText(name.getText(this.file));
  }

  read(element: ts.JsxOpeningLikeElement): Map<string, string> {
    const options = new Map<string, string>();
    for (const attribute of element.attributes.properties) {
      if (ts.isJsxSpreadAttribute(attribute)) {
        this.addSpread(attribute.expression, options);
        continue;
      }
      const name = attribute.name.getText(this.file);
      const init = attribute.initializer;
      if (!init) {
        options.set(name, 'true');
      } else if (ts.isStringLiteral(init)) {
        options.set(name, normaliseOptionText(init.getText(this.file)));
      } else if (ts.isJsxExpression(init) && init.expression) {
        this.setOption(options, name, init.expression);
      } else {
        options.set(name, normaliseOptionText(init.getText(this.file)));
      }
    }
    return options;
  }
}

/** The local names the file imports from `@ant-design/plots` as values (not `import type`). */
function importedCharts(file: ts.SourceFile): Map<string, string> {
  const charts = new Map<string, string>();
  for (const statement of file.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.moduleSpecifier.text !== CHART_PACKAGE ||
      statement.importClause?.isTypeOnly
    ) {
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) {
          charts.set(element.name.text, (element.propertyName ?? element.name).text);
        }
      }
    }
  }
  return charts;
}

/**
 * Every chart element a demo draws (`<Column ... />` of a component imported from `@ant-design/plots`),
 * in source order, with its options: JSX attributes, spreads resolved to the object literal they name,
 * and identifiers resolved to their `const` initialisers (`data={data}` compares the data itself).
 */
export function readDemoCharts(source: string, fileName = 'demo.tsx'): DemoChartOptions[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const charts = importedCharts(file);
  const reader = new OptionReader(file, constInitialisers(file));
  const found: DemoChartOptions[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && ts.isIdentifier(node.tagName)) {
      const component = charts.get(node.tagName.text);
      if (component) {
        found.push({component, options: reader.read(node)});
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
