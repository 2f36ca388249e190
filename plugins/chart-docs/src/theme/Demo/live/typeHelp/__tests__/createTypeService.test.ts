import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {collectDeclarations} from '@site/plugins/editor-types/src/collectDeclarations';
import {createTypeService, type TypeService} from '../createTypeService';

const siteDir = path.resolve(__dirname, '../../../../../../../..');

const DEMO = [
  "import React from 'react';",
  "import {Line} from '@ant-design/plots';",
  '',
  "const data = [{month: '2023-01', users: 3120}];",
  '',
  'export default function Demo() {',
  '  return <Line data={data} xField="month" yField="users" xAxis={{label: {rotate: 1}}} />;',
  '}',
  '',
].join('\n');

describe('the type service over the declaration bundle', () => {
  let service: TypeService;
  beforeAll(() => {
    service = createTypeService(
      ts,
      collectDeclarations({siteDir, modules: ['@ant-design/plots', 'react', 'react/jsx-runtime']}),
    );
  }, 120_000);

  it('finds no error in a correct demo', () => {
    expect(service.diagnostics(DEMO)).toEqual([]);
  }, 60_000);

  it('offers the chart options, G2Plot’s included, inside the <Line props', () => {
    const code = DEMO.replace('<Line data', '<Line smoo data');
    const names = service.completions(code, code.indexOf('smoo') + 4).map((entry) => entry.name);
    // Options already written (data, xField, xAxis) are not offered again.
    expect(names).not.toContain('xField');
    expect(names).toEqual(expect.arrayContaining(['smooth', 'connectNulls', 'legend', 'yAxis', 'chartRef']));
  });

  it('offers nested option keys inside an object option', () => {
    const code = DEMO.replace('{label: {rotate: 1}}', '{lab}');
    const names = service.completions(code, code.indexOf('{lab}') + 4).map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['label', 'title', 'grid']));
  });

  it('underlines a wrong option type with TypeScript’s message', () => {
    const code = DEMO.replace('xField="month"', 'smooth="yes" xField="month"');
    const [problem] = service.diagnostics(code);
    expect(problem.category).toBe('error');
    expect(code.slice(problem.start, problem.start + problem.length)).toBe('smooth');
    expect(problem.message).toMatch(/Type 'string' is not assignable to type 'boolean( \| undefined)?'/);
  });

  it('hovers an option with its type and its path on the chart', () => {
    const info = service.quickInfo(DEMO, DEMO.indexOf('xField') + 2);
    expect(info?.display).toMatch(/xField.*: string/);
    expect(info?.option).toEqual({component: 'Line', path: 'xField'});
    const nested = service.quickInfo(DEMO, DEMO.indexOf('rotate') + 1);
    expect(nested?.option).toEqual({component: 'Line', path: 'xAxis.label.rotate'});
  });

  it('finds no error in any demo of the site, as a visitor opens it', () => {
    const demosDir = path.join(siteDir, 'demos');
    const withErrors = fs.readdirSync(demosDir).flatMap((chart) =>
      fs
        .readdirSync(path.join(demosDir, chart))
        .filter((file) => file.endsWith('.tsx'))
        .flatMap((file) => {
          const found = service.diagnostics(fs.readFileSync(path.join(demosDir, chart, file), 'utf8'));
          return found.length ? [`${chart}/${file}: ${found.map((problem) => problem.message).join(' | ')}`] : [];
        }),
    );
    expect(withErrors).toEqual([]);
  }, 120_000);
});
