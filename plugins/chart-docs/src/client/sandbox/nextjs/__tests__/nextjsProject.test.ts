import path from 'node:path';
import ts from 'typescript';
import {readDependencyVersions} from '../../../../readDependencyVersions';
import {NEXTJS_PROJECT_VERSIONS, nextjsProjectFiles, openNextjsInStackBlitz} from '../nextjsProject';

const SITE_DIR = path.resolve(__dirname, '../../../../../../..');

/**
 * Runs the real StackBlitz SDK; only the website is left out: the form it
 * builds is captured instead of being submitted to stackblitz.com.
 */
async function postedForm(): Promise<{action: string; target: string; fields: Record<string, string>}> {
  const posted: HTMLFormElement[] = [];
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push(this);
  });
  try {
    await openNextjsInStackBlitz();
  } finally {
    submit.mockRestore();
  }
  expect(posted).toHaveLength(1);
  const [form] = posted;
  const fields: Record<string, string> = {};
  form.querySelectorAll('input').forEach((input) => {
    fields[input.name] = input.value;
  });
  return {action: form.action, target: form.target, fields};
}

const file = (fields: Record<string, string>, name: string) => fields[`project[files][${name}]`];

describe('the Next.js project posted to StackBlitz', () => {
  it('is a node (WebContainers) project opened in a new tab on the chart component', async () => {
    const {action, target, fields} = await postedForm();
    expect(action).toMatch(/^https:\/\/stackblitz\.com\/run\?/);
    expect(action).toContain('file=components%2FSalesChart.tsx');
    expect(target).toBe('_blank');
    expect(fields['project[template]']).toBe('node');
  });

  it('holds a complete App Router and Pages Router project', async () => {
    const {fields} = await postedForm();
    const files = Object.keys(fields)
      .filter((name) => name.startsWith('project[files]'))
      .map((name) => name.slice('project[files]['.length, -1))
      .sort();
    expect(files).toEqual([
      'app/layout.tsx',
      'app/page.tsx',
      'components/ClientOnlyChart.tsx',
      'components/SalesChart.tsx',
      'next-env.d.ts',
      'package.json',
      'pages/legacy.tsx',
      'tsconfig.json',
    ]);
    const manifest = JSON.parse(file(fields, 'package.json')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(manifest.scripts.dev).toBe('next dev');
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@ant-design/plots', 'next', 'react', 'react-dom']);
  });

  it('marks the chart a client component and keeps it out of the server render in both routers', async () => {
    const {fields} = await postedForm();
    expect(file(fields, 'components/SalesChart.tsx')).toMatch(/^'use client';\n/);
    expect(file(fields, 'components/SalesChart.tsx')).toContain("import {Line} from '@ant-design/plots';");
    // App Router: ssr: false is only allowed in a client component.
    const clientOnly = file(fields, 'components/ClientOnlyChart.tsx');
    expect(clientOnly).toMatch(/^'use client';\n/);
    expect(clientOnly).toContain("dynamic(() => import('./SalesChart'), {\n  ssr: false,");
    expect(file(fields, 'app/page.tsx')).not.toContain('use client');
    expect(file(fields, 'app/page.tsx')).toContain("import ClientOnlyChart from '../components/ClientOnlyChart';");
    expect(file(fields, 'app/page.tsx')).not.toContain('@ant-design/plots');
    expect(file(fields, 'pages/legacy.tsx')).toContain(
      "dynamic(() => import('../components/SalesChart'), {ssr: false})",
    );
  });

  it('pins the versions this site installs', () => {
    const installed = readDependencyVersions(SITE_DIR);
    for (const name of ['@ant-design/plots', 'react', 'react-dom'] as const) {
      expect([name, NEXTJS_PROJECT_VERSIONS[name]]).toEqual([name, installed[name]]);
    }
  });

  it('posts TypeScript files that parse (TSX, as Next.js compiles them)', () => {
    for (const [name, text] of Object.entries(nextjsProjectFiles())) {
      // Declaration files emit nothing to check here.
      if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) continue;
      const {diagnostics} = ts.transpileModule(text, {
        fileName: name,
        reportDiagnostics: true,
        compilerOptions: {jsx: ts.JsxEmit.Preserve, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2017},
      });
      expect([name, (diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))]).toEqual([
        name,
        [],
      ]);
    }
  });
});
