import ts from 'typescript';

/** A value the extractor could not evaluate statically (a call, a free variable). */
const SKIP = Symbol('skip');
/** What a function written in a demo's config becomes: a function, which no JSON type matches. */
const DEMO_FUNCTION = (): undefined => undefined;
type Value = unknown;

/** One chart element of a demo and the props that could be read from its source. */
export interface DemoChartConfig {
  /** The JSX tag: the component imported from `@ant-design/plots` (`Line`). */
  component: string;
  /** Literal props and literal fields of spread configs, functions as functions; other values are left out. */
  config: Record<string, unknown>;
  /** Props left out because their values are not literal (for the test's report). */
  skipped: string[];
}

/** Components a demo imports from `@ant-design/plots` (`import {Line, Column} from ...`). */
function importedComponents(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== '@ant-design/plots') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) names.add(element.name.text);
    }
  }
  return names;
}

/** `const name = <initializer>` declarations anywhere in the file (the demos declare configs at top level or in the component). */
function constInitializers(file: ts.SourceFile): Map<string, ts.Expression> {
  const out = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const declaration of node.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer && !out.has(declaration.name.text)) {
          out.set(declaration.name.text, declaration.initializer);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

function evaluator(consts: Map<string, ts.Expression>) {
  const resolving = new Set<string>();
  const evaluate = (node: ts.Expression): Value | typeof SKIP => {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
      return evaluate(node.expression);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    // A function as written stays a function (its body is not run): the schema must take it where the typings do.
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return DEMO_FUNCTION;
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
      const value = evaluate(node.operand);
      return typeof value === 'number' ? -value : SKIP;
    }
    if (ts.isIdentifier(node)) {
      const initializer = consts.get(node.text);
      if (!initializer || resolving.has(node.text)) return SKIP;
      resolving.add(node.text);
      const value = evaluate(initializer);
      resolving.delete(node.text);
      return value;
    }
    if (ts.isArrayLiteralExpression(node)) {
      const items = node.elements.map((element) => (ts.isSpreadElement(element) ? SKIP : evaluate(element)));
      return items.includes(SKIP) ? SKIP : items;
    }
    if (ts.isObjectLiteralExpression(node)) return evaluateObject(node.properties, () => {}).value;
    return SKIP;
  };
  /** The literal part of an object: properties whose values are literal; the others are reported and left out. */
  const evaluateObject = (
    properties: ts.NodeArray<ts.ObjectLiteralElementLike>,
    onSkip: (name: string) => void,
  ): {value: Record<string, unknown>} => {
    const value: Record<string, unknown> = {};
    for (const property of properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = evaluate(property.expression);
        if (spread !== SKIP && spread && typeof spread === 'object' && !Array.isArray(spread))
          Object.assign(value, spread);
        else onSkip('...');
        continue;
      }
      const name =
        property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
          ? property.name.text
          : undefined;
      if (!name) continue;
      const result = ts.isPropertyAssignment(property)
        ? evaluate(property.initializer)
        : ts.isShorthandPropertyAssignment(property)
          ? evaluate(property.name)
          : SKIP;
      if (result === SKIP) onSkip(name);
      else value[name] = result;
    }
    return {value};
  };
  return {evaluate, evaluateObject};
}

/**
 * The statically known config of every `@ant-design/plots` chart element in a
 * demo's source: literal JSX props, and the literal fields of a spread config
 * (`<Line {...config} />` with `const config = {...}`). Values that need
 * running code (callbacks, computed data) are left out and listed in `skipped`.
 */
export function extractDemoConfigs(source: string, fileName = 'demo.tsx'): DemoChartConfig[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const components = importedComponents(file);
  const {evaluate, evaluateObject} = evaluator(constInitializers(file));
  const out: DemoChartConfig[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && ts.isIdentifier(node.tagName)) {
      const component = node.tagName.text;
      if (components.has(component)) {
        const config: Record<string, unknown> = {};
        const skipped: string[] = [];
        for (const attribute of node.attributes.properties) {
          if (ts.isJsxSpreadAttribute(attribute)) {
            const target = ts.isIdentifier(attribute.expression)
              ? evaluatorTarget(attribute.expression)
              : attribute.expression;
            if (target && ts.isObjectLiteralExpression(target)) {
              Object.assign(config, evaluateObject(target.properties, (name) => skipped.push(name)).value);
            } else skipped.push('...');
            continue;
          }
          if (!ts.isIdentifier(attribute.name)) continue;
          const name = attribute.name.text;
          // React's own props are not chart options.
          if (name === 'key' || name === 'ref') continue;
          const initializer = attribute.initializer;
          const value =
            initializer === undefined
              ? true
              : ts.isStringLiteral(initializer)
                ? initializer.text
                : ts.isJsxExpression(initializer) && initializer.expression
                  ? evaluate(initializer.expression)
                  : SKIP;
          if (value === SKIP) skipped.push(name);
          else config[name] = value;
        }
        out.push({component, config, skipped});
      }
    }
    ts.forEachChild(node, visit);
  };
  const consts = constInitializers(file);
  const evaluatorTarget = (identifier: ts.Identifier): ts.Expression | undefined => {
    let target = consts.get(identifier.text);
    while (
      target &&
      (ts.isAsExpression(target) || ts.isSatisfiesExpression(target) || ts.isParenthesizedExpression(target))
    ) {
      target = target.expression;
    }
    return target;
  };
  visit(file);
  return out;
}
