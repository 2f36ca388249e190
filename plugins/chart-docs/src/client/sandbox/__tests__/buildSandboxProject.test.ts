import {buildSandboxProject, escapeHtml, toPackageName} from '../buildSandboxProject';
import {getRenderApi} from '../getRenderApi';
import {LINE_SOURCE, react17Demo, sampleDemo} from './fixtures';

describe('getRenderApi', () => {
  it.each([
    ['18.3.1', 'createRoot'],
    ['^18.2.0', 'createRoot'],
    ['19.0.0', 'createRoot'],
    ['latest', 'createRoot'],
    ['17.0.2', 'render'],
    ['^16.14.0', 'render'],
  ])('React %s mounts with %s', (version, api) => {
    expect(getRenderApi(version)).toBe(api);
  });
});

describe('buildSandboxProject', () => {
  const project = buildSandboxProject(sampleDemo);
  const packageJson = JSON.parse(project.files['package.json']);

  it('writes a complete create-react-app project', () => {
    expect(Object.keys(project.files).sort()).toEqual([
      'package.json',
      'public/index.html',
      'src/App.tsx',
      'src/index.tsx',
      'src/styles.css',
      'tsconfig.json',
    ]);
    expect(project.title).toBe('Basic line');
    expect(project.description).toBe('Monthly active users over two years.');
  });

  it('pins the demo dependencies and adds react-scripts 5 with a start script', () => {
    expect(packageJson).toMatchObject({
      name: 'line-basic',
      private: true,
      dependencies: {
        react: '18.3.1',
        'react-dom': '18.3.1',
        '@ant-design/plots': '1.2.5',
        'react-scripts': expect.stringMatching(/^5\./),
      },
      scripts: {start: 'react-scripts start'},
    });
    expect(project.dependencies).toEqual(packageJson.dependencies);
    // react-scripts 5 accepts TypeScript 3 or 4 only.
    expect(packageJson.devDependencies.typescript).toMatch(/^\^4\./);
    expect(packageJson.devDependencies['@types/react']).toBe('^18');
  });

  it('puts the demo file, verbatim, in src/App.tsx', () => {
    expect(project.files['src/App.tsx']).toBe(LINE_SOURCE);
  });

  it('mounts the demo with createRoot for React 18', () => {
    const entry = project.files['src/index.tsx'];
    expect(entry).toContain("import {createRoot} from 'react-dom/client';");
    expect(entry).toContain('createRoot(container).render(<App />);');
    expect(entry).not.toContain('ReactDOM.render');
  });

  it('mounts the demo with the legacy ReactDOM.render for React 17', () => {
    const legacy = buildSandboxProject(react17Demo);
    const entry = legacy.files['src/index.tsx'];
    expect(entry).toContain("import ReactDOM from 'react-dom';");
    expect(entry).toContain("ReactDOM.render(<App />, document.getElementById('root'));");
    expect(entry).not.toContain('createRoot');
    expect(JSON.parse(legacy.files['package.json']).devDependencies['@types/react']).toBe('^17');
  });

  it('has a root element with a height for the chart', () => {
    expect(project.files['public/index.html']).toContain('<div id="root"></div>');
    expect(project.files['public/index.html']).toContain('<title>Basic line</title>');
    expect(project.files['src/styles.css']).toMatch(/#root \{\s+height: 400px;/);
    expect(buildSandboxProject({...sampleDemo, height: 80}).files['src/styles.css']).toContain('height: 80px;');
  });

  it('writes a tsconfig for TSX with the automatic JSX runtime', () => {
    expect(JSON.parse(project.files['tsconfig.json']).compilerOptions).toMatchObject({jsx: 'react-jsx', noEmit: true});
  });
});

describe('toPackageName and escapeHtml', () => {
  it('makes npm-safe names', () => {
    expect(toPackageName('Line Basic')).toBe('line-basic');
    expect(toPackageName('_tiny/line')).toBe('tiny-line');
    expect(toPackageName('***')).toBe('demo');
  });

  it('escapes titles in the page', () => {
    expect(escapeHtml('<A & "B">')).toBe('&lt;A &amp; &quot;B&quot;&gt;');
  });
});
