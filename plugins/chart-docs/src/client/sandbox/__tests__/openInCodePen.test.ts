import {
  CODEPEN_DEFINE_URL,
  buildCodePenData,
  buildImportMap,
  localizeDefaultExport,
  openInCodePen,
} from '../openInCodePen';
import {stripTypeScript} from '../stripTypeScript';
import {LINE_SOURCE, react17Demo, sampleDemo} from './fixtures';

describe('buildCodePenData', () => {
  const data = buildCodePenData(sampleDemo);

  it('keeps the demo code and its imports, and mounts the component with createRoot', () => {
    expect(data.js).toContain("import {Line} from '@ant-design/plots';");
    expect(data.js).toContain('function Demo() {\n  return <Line data={data} xField="month" yField="users" />;\n}');
    expect(data.js).not.toContain('export default');
    expect(data.js).toContain("import {createRoot} from 'react-dom/client';");
    expect(data.js).toContain("createRoot(document.getElementById('root')).render(<Demo />);");
    expect(data.js_pre_processor).toBe('babel');
  });

  it('uses the legacy render for React 17', () => {
    const legacy = buildCodePenData(react17Demo);
    expect(legacy.js).toContain("ReactDOM.render(<Demo />, document.getElementById('root'));");
    expect(legacy.js).not.toContain('createRoot');
  });

  it('maps the bare imports to esm.sh at the demo versions with an import map in the head', () => {
    const match = /<script type="importmap">([\s\S]*)<\/script>/.exec(data.head);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1])).toEqual(buildImportMap(sampleDemo.dependencies));
    expect(buildImportMap(sampleDemo.dependencies).imports).toEqual({
      react: 'https://esm.sh/react@18.3.1',
      'react/': 'https://esm.sh/react@18.3.1/',
      'react-dom': 'https://esm.sh/react-dom@18.3.1',
      'react-dom/': 'https://esm.sh/react-dom@18.3.1/',
      '@ant-design/plots': 'https://esm.sh/@ant-design/plots@1.2.5?external=react,react-dom',
    });
  });

  it('has the root element, a chart height, title and description', () => {
    expect(data.html).toBe('<div id="root"></div>');
    expect(data.css).toContain('height: 400px;');
    expect(data.title).toBe('Basic line');
    expect(data.description).toBe('Monthly active users over two years.');
  });

  it('adds the React import that the JSX of the render line needs when the demo has none', () => {
    const code =
      "import {useState} from 'react';\nexport default function Demo() {\n  useState(0);\n  return null;\n}\n";
    expect(buildCodePenData({...sampleDemo, code}).js.startsWith("import React from 'react';\n")).toBe(true);
    expect(data.js.match(/import React/g)).toHaveLength(1);
  });
});

describe('localizeDefaultExport', () => {
  it.each([
    ['export default function Chart() {}', 'function Chart() {}', 'Chart'],
    ['export default class Chart extends React.Component {}', 'class Chart extends React.Component {}', 'Chart'],
    ['const Chart = () => null;\nexport default Chart;\n', 'const Chart = () => null;\n', 'Chart'],
    ['export default () => null;', 'const DemoComponent = () => null;', 'DemoComponent'],
  ])('%s', (code, expected, name) => {
    expect(localizeDefaultExport(code)).toEqual({code: expected, name});
  });

  it('leaves a module without a default export alone', () => {
    expect(localizeDefaultExport('export const a = 1;')).toEqual({code: 'export const a = 1;'});
  });
});

describe('stripTypeScript', () => {
  it('removes types but keeps JSX, imports and layout', () => {
    const code = `import React from 'react';
import {Line} from '@ant-design/plots';

interface Point {
  x: string;
}

const format = (v: string): string => \`\${v}%\`;

export default function Demo() {
  const points: Point[] = [];
  return <Line data={points} xField="x" yField="y" yAxis={{label: {formatter: format}}} />;
}
`;
    expect(stripTypeScript(code)).toBe(`import React from 'react';
import {Line} from '@ant-design/plots';

const format = (v) => \`\${v}%\`;

export default function Demo() {
  const points = [];
  return <Line data={points} xField="x" yField="y" yAxis={{label: {formatter: format}}} />;
}
`);
  });

  it('leaves plain JSX untouched', () => {
    expect(stripTypeScript(LINE_SOURCE)).toBe(LINE_SOURCE);
  });
});

describe('openInCodePen', () => {
  it('POSTs the prefill JSON to CodePen in a new tab', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    await openInCodePen(sampleDemo);
    expect(submit).toHaveBeenCalledTimes(1);
    const submitted = submit.mock.contexts[0] as HTMLFormElement;
    expect(submitted.action).toBe(CODEPEN_DEFINE_URL);
    expect(submitted.method).toBe('post');
    expect(submitted.target).toBe('_blank');
    const input = submitted.querySelector<HTMLInputElement>('input[name="data"]')!;
    expect(input.type).toBe('hidden');
    const data = JSON.parse(input.value);
    expect(data.js).toContain("import {Line} from '@ant-design/plots';");
    expect(data.head).toContain('@ant-design/plots@1.2.5');
    expect(document.querySelector('form')).toBeNull();
    submit.mockRestore();
  });
});
