import fs from 'node:fs';
import path from 'node:path';
import {applyOverridesToSource} from '../applyOverridesToSource';

const LINE_DEMO = fs.readFileSync(path.resolve(__dirname, '../../../../../../demos/line/basic.tsx'), 'utf8');

describe('applyOverridesToSource', () => {
  it('adds a missing prop on its own line, keeping the rest of the demo', () => {
    const {code, applied} = applyOverridesToSource(LINE_DEMO, {smooth: true});
    expect(applied).toBe(true);
    expect(code).toContain(
      "      tooltip={{formatter: (d) => ({name: 'Users', value: d.users.toLocaleString('en-US')})}}\n      smooth={true}\n    />",
    );
    expect(code.replace('\n      smooth={true}', '')).toBe(LINE_DEMO);
  });

  it('replaces fields of object props and adds missing ones', () => {
    const {code} = applyOverridesToSource(LINE_DEMO, {
      'point.size': 8,
      'legend.position': 'bottom',
      'yAxis.title.text': "Users' count",
      'xAxis.label.rotate': 0.5,
    });
    expect(code).toContain('point={{size: 8}}');
    expect(code).toContain("yAxis={{title: {text: 'Users\\' count'}}}");
    expect(code).toContain("legend={{position: 'bottom'}}");
    expect(code).toContain('xAxis={{label: {rotate: 0.5}}}');
  });

  it('replaces plain props, bare attributes and props switched off with false', () => {
    const source =
      'import {Pie} from \'@ant-design/plots\';\nexport default () => <Pie data={[]} radius={0.8} legend={false} smooth angleField="a" />;\n';
    const {code} = applyOverridesToSource(source, {
      radius: 0.5,
      'legend.position': 'bottom',
      smooth: false,
      angleField: 'b',
    });
    expect(code).toBe(
      "import {Pie} from '@ant-design/plots';\nexport default () => <Pie data={[]} radius={0.5} legend={{position: 'bottom'}} smooth={false} angleField=\"b\" />;\n",
    );
  });

  it('edits the config object a demo spreads into the chart', () => {
    const source = [
      "import {Line} from '@ant-design/plots';",
      'const config = {data: [], xField: "x", legend: {position: "right"}};',
      'export default () => <Line {...config} />;',
    ].join('\n');
    const {code} = applyOverridesToSource(source, {smooth: true, 'legend.position': 'top', xField: 'y'});
    expect(code).toContain("const config = {data: [], xField: 'y', legend: {position: 'top'}, smooth: true};");
  });

  it('keeps a source without a chart element or that does not parse unchanged', () => {
    expect(applyOverridesToSource('export const x = 1;', {smooth: true})).toEqual({
      code: 'export const x = 1;',
      applied: false,
    });
    expect(applyOverridesToSource('<<<', {smooth: true})).toEqual({code: '<<<', applied: false});
  });
});
