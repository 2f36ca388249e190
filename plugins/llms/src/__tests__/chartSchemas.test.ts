import Ajv2020 from 'ajv/dist/2020';
import {buildChartSchema} from '../buildChartSchema';
import {schemaPathOf} from '../schemaPath';
import type {JsonSchema} from '../types';
import {extractDemoConfigs} from './site/extractDemoConfigs';
import {loadSiteChartContent} from './site/loadSiteChartContent';

const SITE_URL = 'https://plots-docs.example.org/';

// One TypeScript program over the chart typings: a few seconds.
jest.setTimeout(120_000);

describe('chart schemas (from the site typings)', () => {
  const content = loadSiteChartContent();
  const ajv = new Ajv2020({allErrors: true, strict: false});
  const schemas = new Map<string, JsonSchema>();
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  for (const chart of content.charts) {
    const schema = buildChartSchema(
      content.props[chart.slug],
      SITE_URL,
      schemaPathOf(chart.slug),
      chart.ignoredOptions,
    );
    schemas.set(chart.slug, schema);
    validators.set(chart.component, ajv.compile(schema));
  }
  const line = validators.get('Line')!;
  const errorsOf = (config: unknown) => {
    line(config);
    return (line.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
  };

  it('gives each chart a draft 2020-12 schema that closes the top level', () => {
    expect(schemas.size).toBe(content.charts.length);
    const schema = schemas.get('line')!;
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://plots-docs.example.org/schemas/line.json',
      title: 'LineConfig',
      type: 'object',
      additionalProperties: false,
    });
    expect(schema.properties?.smooth).toMatchObject({type: 'boolean', default: false});
    expect(schema.properties?.smooth?.description).toMatch(/smooth/i);
    // Defaults are the engine's where it sets a plain value (read by npm run engine-defaults).
    const withDefaults = Object.values(schema.properties ?? {}).filter((property) => 'default' in property);
    expect(withDefaults.length).toBeGreaterThan(3);
  });

  it('accepts the top-level "$schema" key an editor attaches the schema with', () => {
    expect(
      errorsOf({$schema: 'https://plots-docs.example.org/schemas/line.json', data: [], xField: 'x', yField: 'y'}),
    ).toEqual([]);
    expect(errorsOf({$schema: 42, data: [], xField: 'x', yField: 'y'})).toEqual(['/$schema must be string']);
  });

  it('accepts a valid Line config', () => {
    expect(
      errorsOf({
        data: [{year: '1991', value: 3}],
        xField: 'year',
        yField: 'value',
        smooth: true,
        legend: {position: 'top-left'},
        xAxis: {label: {rotate: 0.5}},
        padding: 'auto',
        renderer: 'svg',
      }),
    ).toEqual([]);
    expect(errorsOf({legend: false, tooltip: false})).toEqual([]);
  });

  it('rejects wrong types, values outside a literal union and unknown options', () => {
    expect(errorsOf({smooth: 'yes'})).toContain('/smooth must be boolean');
    expect(errorsOf({legend: {position: 'middle'}}).join('\n')).toMatch(
      /\/legend\/position must be equal to one of the allowed values/,
    );
    expect(errorsOf({smoth: true})).toContain(' must NOT have additional properties');
  });

  it('takes only the annotation types the engine draws, and says which fields belong to which', () => {
    const line = {type: 'line', start: ['min', 'median'], end: ['max', 'median']};
    expect(errorsOf({annotations: [line, {type: 'image', src: '/a.png', start: [0, 0], end: [1, 1]}]})).toEqual([]);
    expect(errorsOf({annotations: [{...line, type: 'arrow'}]}).join('\n')).toMatch(
      /\/annotations\/0\/type must be equal to one of the allowed values/,
    );
    const annotation = schemas.get('line')!.properties?.annotations?.items as {
      properties?: Record<string, {description?: string}>;
    };
    expect(annotation.properties?.src?.description).toContain("Only with type 'image'.");
  });

  it('describes function-typed options and validates nothing of them', () => {
    const schema = schemas.get('line')!;
    const onReady = schema.properties?.onReady;
    expect(onReady?.description).toMatch(/function/);
    expect(onReady?.type).toBeUndefined();
    expect(onReady?.anyOf).toBeUndefined();
  });

  it("accepts every demo's config as written, its functions included where the typings take one", () => {
    const demoConfigs = content.demos.flatMap((demo) =>
      extractDemoConfigs(demo.source, demo.file).map((found) => ({demo: demo.id, ...found})),
    );
    // Every chart demo is read: a demo whose chart element the extractor misses would escape the check.
    expect(new Set(demoConfigs.map((found) => found.demo)).size).toBeGreaterThan(content.demos.length * 0.9);
    const failures: string[] = [];
    for (const {demo, component, config} of demoConfigs) {
      const validate = validators.get(component);
      if (!validate) continue;
      if (!validate(config)) {
        failures.push(`${demo} <${component}>: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(failures).toEqual([]);
    // The check had something to check: literal options of the demos, and functions in them.
    expect(demoConfigs.filter((found) => Object.keys(found.config).length > 2).length).toBeGreaterThan(200);
    const holdsFunction = (value: unknown): boolean =>
      typeof value === 'function' ||
      (!!value && typeof value === 'object' && Object.values(value).some((inner) => holdsFunction(inner)));
    expect(demoConfigs.filter((found) => holdsFunction(found.config)).length).toBeGreaterThan(50);
  });

  it('takes a function where the typings do, and still checks the JSON forms of the option', () => {
    expect(errorsOf({color: () => '#f00'})).toEqual([]);
    expect(errorsOf({color: 12})).not.toEqual([]);
    expect(errorsOf({smooth: () => true})).not.toEqual([]);
  });
});
