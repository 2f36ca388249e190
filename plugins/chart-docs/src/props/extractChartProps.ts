import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import ts from 'typescript';
import {createPropRowCollector} from './collectPropRows';
import {createDeclarationsProgram, findExportedSymbol, resolveModuleFile} from './createDeclarationsProgram';
import {splitOwnAndCommonProps} from './splitOwnAndCommonProps';
import {cachedInProcess} from './processCache';
import type {ChartPropsTable, PropRow} from './types';

const CHART_PACKAGE = '@ant-design/plots';
const G2PLOT_PACKAGE = '@antv/g2plot';
/** G2Plot's base options type, shared by every chart. */
const BASE_OPTIONS_NAME = 'Options';

export interface ChartRef {
  slug: string;
  component: string;
}

/** Where the React wrapper's declarations of a chart live: `es/components/{slug}/index.d.ts`. */
function chartDeclarationFile(packageDir: string, slug: string): string {
  return path.join(packageDir, 'es', 'components', slug, 'index.d.ts');
}

function requireType(symbol: ts.Symbol | undefined, what: string, checker: ts.TypeChecker): ts.Type {
  if (!symbol) throw new Error(`Props extraction: ${what} was not found.`);
  return checker.getDeclaredTypeOfSymbol(symbol);
}

interface TableRequest {
  chart: string;
  component: string;
  configSymbol: ts.Symbol | undefined;
  chartOptionsSymbol: ts.Symbol | undefined;
  baseOptionsSymbol: ts.Symbol | undefined;
  /** Names the config for error messages. */
  configLabel: string;
}

function buildTable(
  request: TableRequest,
  checker: ts.TypeChecker,
  collectPropRows: (properties: readonly ts.Symbol[]) => PropRow[],
): ChartPropsTable {
  const configType = requireType(request.configSymbol, request.configLabel, checker);
  const baseOptionsType = requireType(
    request.baseOptionsSymbol,
    `the base options type of ${request.configLabel}`,
    checker,
  );
  const {chartOptionsSymbol} = request;
  const {own, common} = splitOwnAndCommonProps(
    {
      configType,
      baseOptionsType,
      chartOptionsType: chartOptionsSymbol ? checker.getDeclaredTypeOfSymbol(chartOptionsSymbol) : undefined,
      chartOptionsDeclarations: chartOptionsSymbol?.getDeclarations() ?? [],
    },
    checker,
  );
  return {
    chart: request.chart,
    component: request.component,
    own: collectPropRows(own),
    common: collectPropRows(common),
  };
}

/**
 * Builds the props table of every chart from the declarations
 * `@ant-design/plots` ships (`{Component}Config`) and the G2Plot and G2 types
 * they reference. One TypeScript program serves all charts. Keyed by slug.
 */
export function extractAllChartProps(siteDir: string, charts: readonly ChartRef[]): Record<string, ChartPropsTable> {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  const packageDir = path.dirname(requireFromSite.resolve(`${CHART_PACKAGE}/package.json`));
  const files = new Map(charts.map((chart) => [chart.slug, chartDeclarationFile(packageDir, chart.slug)]));
  // The slowest step of loading the site (a TypeScript program over the typings): done once per build,
  // not once per language (./processCache.ts); the typings' times in the key tell a reinstall.
  const stamp = [path.join(packageDir, 'package.json'), ...files.values()]
    .map((file) => `${file}@${fs.statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? '-'}`)
    .join('\n');
  return cachedInProcess('chartProps', `${JSON.stringify(charts)}\n${stamp}`, () =>
    extractFromDeclarations(charts, files),
  );
}

function extractFromDeclarations(
  charts: readonly ChartRef[],
  files: ReadonlyMap<string, string>,
): Record<string, ChartPropsTable> {
  const program = createDeclarationsProgram([...files.values()]);
  const checker = program.getTypeChecker();
  const collectPropRows = createPropRowCollector(checker);

  const tables: Record<string, ChartPropsTable> = {};
  let g2plotIndex: ts.SourceFile | undefined;
  for (const chart of charts) {
    const fileName = files.get(chart.slug) ?? '';
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) {
      throw new Error(`Props extraction: ${fileName} is missing; is "${chart.slug}" a chart of ${CHART_PACKAGE}?`);
    }
    g2plotIndex ??= resolveModuleFile(program, G2PLOT_PACKAGE, fileName);
    if (!g2plotIndex) throw new Error(`Props extraction: cannot resolve ${G2PLOT_PACKAGE} from ${fileName}.`);
    tables[chart.slug] = buildTable(
      {
        chart: chart.slug,
        component: chart.component,
        configLabel: `${chart.component}Config in ${fileName}`,
        configSymbol: findExportedSymbol(checker, sourceFile, `${chart.component}Config`),
        chartOptionsSymbol: findExportedSymbol(checker, g2plotIndex, `${chart.component}Options`),
        baseOptionsSymbol: findExportedSymbol(checker, g2plotIndex, BASE_OPTIONS_NAME),
      },
      checker,
      collectPropRows,
    );
  }
  return tables;
}

export interface DeclarationFileRequest {
  chart: string;
  component: string;
  /** Exported config type of the component (`FixtureConfig`). */
  configName: string;
  /** Exported options type of the chart itself (`FixtureOptions`). */
  chartOptionsName: string;
  /** Exported base options type (`BaseOptions`). */
  baseOptionsName: string;
}

/** Same extraction over one self-contained declaration file; used for fixtures and experiments. */
export function extractPropsFromDeclarationFile(fileName: string, request: DeclarationFileRequest): ChartPropsTable {
  const program = createDeclarationsProgram([fileName]);
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(fileName);
  if (!sourceFile) throw new Error(`Props extraction: ${fileName} is missing.`);
  return buildTable(
    {
      chart: request.chart,
      component: request.component,
      configLabel: `${request.configName} in ${fileName}`,
      configSymbol: findExportedSymbol(checker, sourceFile, request.configName),
      chartOptionsSymbol: findExportedSymbol(checker, sourceFile, request.chartOptionsName),
      baseOptionsSymbol: findExportedSymbol(checker, sourceFile, request.baseOptionsName),
    },
    checker,
    createPropRowCollector(checker),
  );
}
