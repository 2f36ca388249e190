import {getMajorVersion, getRenderApi} from './getRenderApi';
import type {SandboxDemo, SandboxProject} from './types';

/** The demo file inside the generated project (the editors open it first). */
export const SANDBOX_APP_FILE = 'src/App.tsx';
export const SANDBOX_ENTRY_FILE = 'src/index.tsx';
export const SANDBOX_HTML_FILE = 'public/index.html';
export const SANDBOX_STYLES_FILE = 'src/styles.css';

// react-scripts 5 declares `typescript@^3.2.1 || ^4`: a TypeScript 5 would
// make `npm install` fail with a peer-dependency conflict.
const REACT_SCRIPTS_VERSION = '5.0.1';
const TYPESCRIPT_VERSION = '^4.9.5';

/** create-react-app's own browserslist, so react-scripts does not stop to ask for one. */
const BROWSERSLIST = {
  production: ['>0.2%', 'not dead', 'not op_mini all'],
  development: ['last 1 chrome version', 'last 1 firefox version', 'last 1 safari version'],
};

/** An npm package name from a demo id: lower case, URL-safe, no leading dot or underscore. */
export function toPackageName(id: string): string {
  const name = id
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+/, '')
    .replace(/-+$/, '')
    .slice(0, 214);
  return name || 'demo';
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function typesVersion(reactVersion: string): string {
  const major = getMajorVersion(reactVersion);
  return major === undefined ? 'latest' : `^${major}`;
}

/** `src/index.tsx`: mounts `<App />` with the API the React version calls for. */
export function buildEntrySource(reactVersion: string): string {
  if (getRenderApi(reactVersion) === 'createRoot') {
    return `import React from 'react';
import {createRoot} from 'react-dom/client';
import App from './App';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('public/index.html has no element with id "root"');
}
createRoot(container).render(<App />);
`;
  }
  return `import React from 'react';
import ReactDOM from 'react-dom';
import App from './App';
import './styles.css';

ReactDOM.render(<App />, document.getElementById('root'));
`;
}

/** The page around the demo; `#root` is the chart container. */
export function buildIndexHtml(title: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The charts inherit their container's height (`style={{height: 'inherit'}}`),
 * so `#root` gets a fixed one; padding goes on the body, not on `#root`, or
 * the inherited height would overflow it.
 */
export function buildStyles(height: number): string {
  return `body {
  margin: 24px;
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}

#root {
  height: ${height}px;
}
`;
}

const TSCONFIG = {
  compilerOptions: {
    target: 'es2017',
    lib: ['dom', 'dom.iterable', 'esnext'],
    allowJs: true,
    skipLibCheck: true,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    // An edited demo should still run when it does not type-check: a strict
    // compiler would cover the chart with create-react-app's error overlay.
    strict: false,
    forceConsistentCasingInFileNames: true,
    noFallthroughCasesInSwitch: true,
    module: 'esnext',
    moduleResolution: 'node',
    resolveJsonModule: true,
    isolatedModules: true,
    noEmit: true,
    jsx: 'react-jsx',
  },
  include: ['src'],
};

/**
 * A complete create-react-app project that runs one demo: `npm install && npm start`
 * works locally, and CodeSandbox and StackBlitz recognise the layout.
 */
export function buildSandboxProject(demo: SandboxDemo): SandboxProject {
  const reactVersion = demo.dependencies.react ?? 'latest';
  const dependencies: Record<string, string> = {
    react: reactVersion,
    'react-dom': demo.dependencies['react-dom'] ?? reactVersion,
    ...demo.dependencies,
    'react-scripts': REACT_SCRIPTS_VERSION,
  };
  const devDependencies: Record<string, string> = {
    '@types/react': typesVersion(reactVersion),
    '@types/react-dom': typesVersion(dependencies['react-dom']),
    typescript: TYPESCRIPT_VERSION,
  };
  const {description} = demo;
  const packageJson = {
    name: toPackageName(demo.id),
    version: '0.0.0',
    private: true,
    description,
    main: SANDBOX_ENTRY_FILE,
    dependencies,
    devDependencies,
    scripts: {
      start: 'react-scripts start',
      build: 'react-scripts build',
    },
    browserslist: BROWSERSLIST,
  };

  return {
    title: demo.title,
    description,
    dependencies,
    devDependencies,
    files: {
      'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
      'tsconfig.json': `${JSON.stringify(TSCONFIG, null, 2)}\n`,
      [SANDBOX_HTML_FILE]: buildIndexHtml(demo.title),
      [SANDBOX_ENTRY_FILE]: buildEntrySource(reactVersion),
      [SANDBOX_STYLES_FILE]: buildStyles(demo.height),
      [SANDBOX_APP_FILE]: demo.code,
    },
  };
}
