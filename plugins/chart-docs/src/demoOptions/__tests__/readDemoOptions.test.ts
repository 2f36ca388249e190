import {normaliseOptionText, readDemoCharts} from '../readDemoOptions';

function optionsOf(source: string): Record<string, string> {
  const charts = readDemoCharts(source);
  expect(charts).toHaveLength(1);
  return Object.fromEntries(charts[0].options);
}

describe('readDemoCharts', () => {
  it('reads JSX attributes, a bare attribute as true, and resolves identifiers to their const values', () => {
    const options = optionsOf(`
      import {Line} from '@ant-design/plots';
      const data = [{x: 1, y: 2}];
      const field = 'y';
      const alias = field;
      export default () => <Line data={data} xField="x" yField={alias} smooth />;
    `);
    expect(options).toEqual({data: '[ { x : 1 , y : 2 } ]', xField: '"x"', yField: '"y"', smooth: 'true'});
  });

  it('resolves a spread to its object literal, through nested spreads, shorthands and `as const`', () => {
    const options = optionsOf(`
      import {Column as Bars} from '@ant-design/plots';
      const data = [{x: 'a', y: 1}];
      const base = {data, xField: 'x'};
      export default function Demo() {
        const config = {...base, yField: 'y', label: {position: 'top'} as const};
        return <Bars {...config} height={300} />;
      }
    `);
    expect(options).toEqual({
      data: '[ { x : "a" , y : 1 } ]',
      xField: '"x"',
      yField: '"y"',
      label: '{ position : "top" }',
      height: '300',
    });
  });

  it('keeps a spread it cannot see into as one opaque entry', () => {
    const options = optionsOf(`
      import {Pie} from '@ant-design/plots';
      export default function Demo(props: object) { return <Pie {...props} angleField="v" />; }
    `);
    expect(options).toEqual({'...props': '', angleField: '"v"'});
  });

  it('finds only components imported as values from @ant-design/plots', () => {
    const charts = readDemoCharts(`
      import React from 'react';
      import {Area, Line} from '@ant-design/plots';
      import type {LineConfig} from '@ant-design/plots';
      const Box = (p: {children: React.ReactNode}) => <div>{p.children}</div>;
      export default () => <Box><Line data={[]} /><Area data={[]} /></Box>;
    `);
    expect(charts.map((chart) => chart.component)).toEqual(['Line', 'Area']);
  });

  it("compares Mix's sub-charts option by option", () => {
    const options = optionsOf(`
      import {Mix} from '@ant-design/plots';
      const line = {type: 'line', options: {data: [], xField: 'x', tooltip: false}};
      export default () => <Mix plots={[line, {type: 'pie', region: {start: {x: 0, y: 0}}}]} />;
    `);
    expect(options).toEqual({
      'plots[0].type': '"line"',
      'plots[0].options.data': '[ ]',
      'plots[0].options.xField': '"x"',
      'plots[0].options.tooltip': 'false',
      'plots[1].type': '"pie"',
      'plots[1].region': '{ start : { x : 0 , y : 0 } }',
    });
  });
});

describe('normaliseOptionText', () => {
  it('ignores layout, comments, quote style and trailing commas, but not values', () => {
    const a = normaliseOptionText(`{\n  position: 'top', // above\n  offset: 4,\n}`);
    expect(a).toBe(normaliseOptionText('{position: "top", offset: 4}'));
    expect(a).not.toBe(normaliseOptionText('{position: "top", offset: 5}'));
    expect(normaliseOptionText(`'a b'`)).not.toBe(normaliseOptionText(`'a  b'`));
  });
});
