import type ts from 'typescript';
import type {OptionAt} from './protocol';

type Ts = typeof ts;

/** The innermost identifier whose text covers `pos`. */
function identifierAt(tsModule: Ts, sourceFile: ts.SourceFile, pos: number): ts.Identifier | undefined {
  let found: ts.Identifier | undefined;
  const visit = (node: ts.Node): void => {
    if (pos < node.getStart(sourceFile) || pos >= node.getEnd()) return;
    if (tsModule.isIdentifier(node)) found = node;
    tsModule.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function propertyName(tsModule: Ts, name: ts.PropertyName): string | undefined {
  return tsModule.isIdentifier(name) || tsModule.isStringLiteral(name) ? name.text : undefined;
}

/** The component named by the element that holds these attributes (`Line` in `<Line ... />`). */
function componentOf(tsModule: Ts, attribute: ts.JsxAttribute): string | undefined {
  const element = attribute.parent.parent;
  return tsModule.isIdentifier(element.tagName) ? element.tagName.text : undefined;
}

/**
 * The chart option written at `pos`: a JSX attribute's name (`<Line smooth />`
 * → `smooth`) or a key of an object literal inside one, however deep
 * (`<Line xAxis={{label: {rotate: 1}}} />` → `xAxis.label.rotate`), with the
 * element's component. Anything else (values, spreads, arrays) is no option.
 */
export function optionPathAt(tsModule: Ts, sourceFile: ts.SourceFile, pos: number): OptionAt | undefined {
  const identifier = identifierAt(tsModule, sourceFile, pos);
  if (!identifier) return undefined;
  const parent = identifier.parent;
  if (tsModule.isJsxAttribute(parent) && parent.name === identifier) {
    const component = componentOf(tsModule, parent);
    return component ? {component, path: identifier.text} : undefined;
  }
  if (!(tsModule.isPropertyAssignment(parent) || tsModule.isShorthandPropertyAssignment(parent))) return undefined;
  if (parent.name !== identifier) return undefined;
  const segments = [identifier.text];
  let object: ts.Node = parent.parent;
  while (tsModule.isObjectLiteralExpression(object)) {
    const holder = object.parent;
    if (tsModule.isPropertyAssignment(holder) && holder.initializer === object) {
      const name = propertyName(tsModule, holder.name);
      if (name === undefined) return undefined;
      segments.unshift(name);
      object = holder.parent;
      continue;
    }
    if (tsModule.isJsxExpression(holder) && tsModule.isJsxAttribute(holder.parent)) {
      const attribute = holder.parent;
      if (!tsModule.isIdentifier(attribute.name)) return undefined;
      const component = componentOf(tsModule, attribute);
      return component ? {component, path: [attribute.name.text, ...segments].join('.')} : undefined;
    }
    return undefined;
  }
  return undefined;
}
