import ts from 'typescript';

export interface ConfigTypeSource {
  /** The component's config type (`LineConfig`). */
  configType: ts.Type;
  /** The chart's own G2Plot options (`MixOptions`), when the package exports them. */
  chartOptionsType: ts.Type | undefined;
  /** Declarations of the chart's own G2Plot options (`LineOptions`); options re-declared there are the chart's own. */
  chartOptionsDeclarations: readonly ts.Declaration[];
  /** G2Plot's base `Options`, whose fields every chart shares. */
  baseOptionsType: ts.Type;
}

function isDeclaredWithin(symbol: ts.Symbol, containers: ReadonlySet<ts.Node>): boolean {
  return (symbol.getDeclarations() ?? []).some((declaration) => {
    for (let node: ts.Node | undefined = declaration.parent; node; node = node.parent) {
      if (containers.has(node)) return true;
    }
    return false;
  });
}

/**
 * An option is common when G2Plot's base `Options` has it and the chart does
 * not re-declare it (DualAxes re-declares `yAxis`; the React wrapper's
 * `tooltip` override stays common). Everything else (chart options, React
 * extras such as `onReady`, `chartRef`, `className`) is the chart's own.
 *
 * Whether the chart re-declares an option is read from the chart's options
 * type, not from where the config's property comes from: Mix re-declares
 * `tooltip` (one tooltip for all views), and its React config omits that
 * declaration to take the wrapper's, which alone would make it look shared.
 */
export function splitOwnAndCommonProps(
  source: ConfigTypeSource,
  checker: ts.TypeChecker,
): {own: ts.Symbol[]; common: ts.Symbol[]} {
  const commonNames = new Set(checker.getPropertiesOfType(source.baseOptionsType).map((property) => property.name));
  const chartContainers = new Set<ts.Node>(source.chartOptionsDeclarations);
  const redeclaredNames = new Set(
    (source.chartOptionsType ? checker.getPropertiesOfType(source.chartOptionsType) : [])
      .filter((property) => isDeclaredWithin(property, chartContainers))
      .map((property) => property.name),
  );
  const own: ts.Symbol[] = [];
  const common: ts.Symbol[] = [];
  for (const property of checker.getPropertiesOfType(source.configType)) {
    const redeclared = redeclaredNames.has(property.name) || isDeclaredWithin(property, chartContainers);
    const isCommon = commonNames.has(property.name) && !redeclared;
    (isCommon ? common : own).push(property);
  }
  return {own, common};
}
