import type {OpenOptions, Project} from '@stackblitz/sdk';

/**
 * A complete Next.js project (App Router and Pages Router side by side) that
 * draws an @ant-design/plots 1.x chart, for the Next.js recipe's
 * `Open in StackBlitz` button. It cannot run inside this site (Next.js is a
 * server), so it is opened in StackBlitz's WebContainers (`template: 'node'`),
 * which install package.json and run `npm run dev`.
 *
 * The versions are the site's own (a unit test compares them with the
 * installed packages), so the project runs what the docs show.
 */
export const NEXTJS_PROJECT_VERSIONS = {
  next: '14.2.15',
  '@ant-design/plots': '1.2.5',
  react: '18.3.1',
  'react-dom': '18.3.1',
  typescript: '5.9.3',
  '@types/react': '18.3.31',
  '@types/react-dom': '18.3.7',
  '@types/node': '20.19.43',
} as const;

const v = NEXTJS_PROJECT_VERSIONS;

const PACKAGE_JSON = {
  name: 'ant-design-plots-nextjs',
  private: true,
  scripts: {dev: 'next dev', build: 'next build', start: 'next start'},
  dependencies: {
    next: v.next,
    react: v.react,
    'react-dom': v['react-dom'],
    '@ant-design/plots': v['@ant-design/plots'],
  },
  devDependencies: {
    typescript: v.typescript,
    '@types/react': v['@types/react'],
    '@types/react-dom': v['@types/react-dom'],
    '@types/node': v['@types/node'],
  },
};

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2017',
    lib: ['dom', 'dom.iterable', 'esnext'],
    strict: true,
    noEmit: true,
    esModuleInterop: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: 'preserve',
    incremental: true,
    skipLibCheck: true,
    plugins: [{name: 'next'}],
    paths: {'@/*': ['./*']},
  },
  include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
  exclude: ['node_modules'],
};

/** The chart itself: a client component, since it uses hooks and draws into the DOM. */
const SALES_CHART = `'use client';

import {Line} from '@ant-design/plots';

const data = [
  {month: 'Jan', sales: 120},
  {month: 'Feb', sales: 132},
  {month: 'Mar', sales: 101},
  {month: 'Apr', sales: 134},
  {month: 'May', sales: 190},
  {month: 'Jun', sales: 230},
];

export default function SalesChart() {
  return (
    <div style={{height: 320}}>
      <Line data={data} xField="month" yField="sales" point={{size: 4}} />
    </div>
  );
}
`;

/**
 * next/dynamic with ssr: false must be called from a client component in the
 * App Router (a server component may not turn server rendering off).
 */
const CLIENT_ONLY_CHART = `'use client';

import dynamic from 'next/dynamic';

// The chart module (and the chart engine with it) is loaded in the browser only:
// the server renders the loading text, never imports @ant-design/plots.
const SalesChart = dynamic(() => import('./SalesChart'), {
  ssr: false,
  loading: () => <p>Loading chart...</p>,
});

export default SalesChart;
`;

const APP_LAYOUT = `export const metadata = {title: '@ant-design/plots with Next.js'};

export default function RootLayout({children}: {children: React.ReactNode}) {
  return (
    <html lang="en">
      <body style={{fontFamily: 'sans-serif', margin: 24}}>{children}</body>
    </html>
  );
}
`;

const APP_PAGE = `import ClientOnlyChart from '../components/ClientOnlyChart';

// A server component: it renders the page and leaves the chart to the browser.
export default function Page() {
  return (
    <main>
      <h1>App Router</h1>
      <p>Monthly sales, drawn in the browser. The Pages Router version is at <a href="/legacy">/legacy</a>.</p>
      <ClientOnlyChart />
    </main>
  );
}
`;

const PAGES_LEGACY = `import dynamic from 'next/dynamic';

// Pages Router: every page is a client component already; ssr: false keeps the
// chart out of the server render.
const SalesChart = dynamic(() => import('../components/SalesChart'), {ssr: false});

export default function Legacy() {
  return (
    <main style={{fontFamily: 'sans-serif', margin: 24}}>
      <h1>Pages Router</h1>
      <SalesChart />
    </main>
  );
}
`;

const NEXT_ENV = `/// <reference types="next" />
/// <reference types="next/image-types/global" />
`;

/** File path to text, as the project is laid out on disk. */
export function nextjsProjectFiles(): Record<string, string> {
  return {
    'package.json': `${JSON.stringify(PACKAGE_JSON, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(TSCONFIG, null, 2)}\n`,
    'next-env.d.ts': NEXT_ENV,
    'app/layout.tsx': APP_LAYOUT,
    'app/page.tsx': APP_PAGE,
    'components/SalesChart.tsx': SALES_CHART,
    'components/ClientOnlyChart.tsx': CLIENT_ONLY_CHART,
    'pages/legacy.tsx': PAGES_LEGACY,
  };
}

/** The SDK's `openProject` arguments (pure). */
export function buildNextjsStackBlitzProject(): {project: Project; options: OpenOptions} {
  return {
    project: {
      title: '@ant-design/plots 1.x with Next.js',
      description: 'A line chart in the App Router and the Pages Router, rendered in the browser only.',
      template: 'node',
      files: nextjsProjectFiles(),
    },
    options: {newWindow: true, openFile: 'components/SalesChart.tsx'},
  };
}

/** Opens the project in a new StackBlitz tab; the SDK is fetched on click, as for the demos. */
export async function openNextjsInStackBlitz(): Promise<void> {
  const {default: sdk} = await import('@stackblitz/sdk');
  const {project, options} = buildNextjsStackBlitzProject();
  sdk.openProject(project, options);
}
