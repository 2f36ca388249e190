import {buildStyles} from './buildSandboxProject';
import {getRenderApi} from './getRenderApi';
import {submitPostForm} from './submitForm';
import type {SandboxDemo} from './types';

/**
 * CodePen's prefill API: a form POST with one `data` field holding JSON
 * ("POST to Prefill Pen", blog.codepen.io/docs/api/post-to-prefill-pen).
 * CodePen documents `/cpe/pen/define/` for its 2.0 editor while both editors
 * coexist and keeps this original address working.
 */
export const CODEPEN_DEFINE_URL = 'https://codepen.io/pen/define';

/** The CDN that turns npm packages into browser ES modules. */
export const ESM_CDN = 'https://esm.sh';

/** The prefill fields we use. */
export interface CodePenData {
  title: string;
  description: string;
  /** Goes into the Pen's `<head>`: the import map. */
  head: string;
  html: string;
  css: string;
  js: string;
  js_pre_processor: 'babel';
  tags: string[];
}

export interface ImportMap {
  imports: Record<string, string>;
}

const REACT_PACKAGES = new Set(['react', 'react-dom']);

/**
 * Resolves the demo's bare imports (`react`, `react-dom/client`,
 * `@ant-design/plots`) to esm.sh at the demo's versions. Every other package
 * treats React as external, so the page has exactly one React.
 */
export function buildImportMap(dependencies: Record<string, string>): ImportMap {
  const reactVersion = dependencies.react ?? 'latest';
  const reactDomVersion = dependencies['react-dom'] ?? reactVersion;
  const imports: Record<string, string> = {
    react: `${ESM_CDN}/react@${reactVersion}`,
    'react/': `${ESM_CDN}/react@${reactVersion}/`,
    'react-dom': `${ESM_CDN}/react-dom@${reactDomVersion}`,
    'react-dom/': `${ESM_CDN}/react-dom@${reactDomVersion}/`,
  };
  for (const [name, version] of Object.entries(dependencies)) {
    if (!REACT_PACKAGES.has(name)) {
      imports[name] = `${ESM_CDN}/${name}@${version}?external=react,react-dom`;
    }
  }
  return {imports};
}

interface DefaultExport {
  /** The module with its `export default` turned into a local declaration. */
  code: string;
  /** The local name of the component, or undefined when there is no default export. */
  name?: string;
}

/** Turns the default export into a local binding the render snippet can use. */
export function localizeDefaultExport(code: string): DefaultExport {
  const declaration = /^export\s+default\s+((?:async\s+)?function\s*\*?\s*|class\s+)([A-Za-z_$][\w$]*)/m.exec(code);
  if (declaration) {
    return {code: code.replace(/^export\s+default\s+/m, ''), name: declaration[2]};
  }
  const identifier = /^export\s+default\s+([A-Za-z_$][\w$]*)\s*;?[ \t]*(?:\r?\n|$)/m.exec(code);
  if (identifier) {
    return {code: code.replace(identifier[0], ''), name: identifier[1]};
  }
  if (/^export\s+default\s+/m.test(code)) {
    return {code: code.replace(/^export\s+default\s+/m, 'const DemoComponent = '), name: 'DemoComponent'};
  }
  return {code};
}

/** Appends the lines that mount the component into `#root`. */
export function buildRenderSnippet(componentName: string, reactVersion: string): string {
  if (getRenderApi(reactVersion) === 'createRoot') {
    return `// Added for CodePen: mount the demo.
import {createRoot} from 'react-dom/client';

createRoot(document.getElementById('root')).render(<${componentName} />);
`;
  }
  return `// Added for CodePen: mount the demo.
import ReactDOM from 'react-dom';

ReactDOM.render(<${componentName} />, document.getElementById('root'));
`;
}

/**
 * The prefill data for a demo whose `code` is already JavaScript with JSX
 * (see stripTypeScript): CodePen's Babel compiles the JSX and leaves the
 * import statements, which the import map in `head` resolves.
 */
export function buildCodePenData(demo: SandboxDemo): CodePenData {
  const reactVersion = demo.dependencies.react ?? 'latest';
  const {code, name} = localizeDefaultExport(demo.code);
  // Babel's classic JSX runtime compiles `<Demo />` to `React.createElement`.
  const needsReact = !/^import\s+(?:\*\s+as\s+)?React\b/m.test(code);
  const js = [
    needsReact ? "import React from 'react';\n" : '',
    code.trimEnd(),
    '\n',
    name ? `\n${buildRenderSnippet(name, reactVersion)}` : '',
  ].join('');
  return {
    title: demo.title,
    description: demo.description,
    head: `<script type="importmap">\n${JSON.stringify(buildImportMap(demo.dependencies), null, 2)}\n</script>`,
    html: '<div id="root"></div>',
    css: buildStyles(demo.height),
    js,
    js_pre_processor: 'babel',
    tags: ['@ant-design/plots', 'react', 'chart'],
  };
}

/**
 * Opens the demo in a new CodePen tab. CodePen's Babel does not read
 * TypeScript, so the types are removed first (with sucrase, loaded on click).
 */
export async function openInCodePen(demo: SandboxDemo): Promise<void> {
  const {stripTypeScript} = await import('./stripTypeScript');
  const data = buildCodePenData({...demo, code: stripTypeScript(demo.code)});
  submitPostForm({action: CODEPEN_DEFINE_URL, fields: {data: JSON.stringify(data)}});
}
