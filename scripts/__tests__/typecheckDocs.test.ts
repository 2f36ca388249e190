/**
 * @jest-environment node
 *
 * The recipes' code blocks compile as a reader's project would (`npm run typecheck` runs
 * scripts/typecheck-docs/run.mjs). These pages are made up here so each case shows what is reported.
 */
import path from 'node:path';
import {checkSnippets} from '../typecheck-docs/checkSnippets.mjs';

const SITE_DIR = path.resolve(__dirname, '../..');
jest.setTimeout(60_000);

const page = (source: string) => [{file: 'docs/recipes/made-up.mdx', source}];

describe('checkSnippets', () => {
  it('passes a block that uses the real typings, and a titled block importing another', () => {
    const source = [
      '# Made up',
      '',
      '```tsx title="components/Sales.tsx"',
      "import {Line} from '@ant-design/plots';",
      'export default function Sales() {',
      '  return <Line data={[{m: 1, v: 2}]} xField="m" yField="v" smooth />;',
      '}',
      '```',
      '',
      '```tsx title="app/page.tsx"',
      "import dynamic from 'next/dynamic';",
      "const Sales = dynamic(() => import('../components/Sales'), {ssr: false});",
      'export default function Page() {',
      '  return <Sales />;',
      '}',
      '```',
    ].join('\n');
    expect(checkSnippets(page(source), SITE_DIR)).toEqual([]);
  });

  it('reports a wrong option type at its line in the page', () => {
    const source = [
      '# Made up',
      '',
      '<Demo id="line-basic" />',
      '',
      '```ts',
      "import type {LineConfig} from '@ant-design/plots';",
      "export const config: LineConfig = {data: [], xField: 'm', yField: 'v', smooth: 'yes'};",
      '```',
    ].join('\n');
    const problems = checkSnippets(page(source), SITE_DIR);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^docs\/recipes\/made-up\.mdx:7:\d+ Type 'string' is not assignable to type 'boolean/);
  });

  it('reports a misspelt option, a fragment that names what it never declares, and a missing file', () => {
    const source = [
      '```ts',
      "import type {LineConfig} from '@ant-design/plots';",
      "export const config: LineConfig = {data: [], xField: 'm', yField: 'v', smoth: true};",
      '```',
      '',
      '```tsx',
      '<Line {...config} />;',
      '```',
      '',
      '```tsx',
      "import Chart from './Chart';",
      '```',
    ].join('\n');
    const text = checkSnippets(page(source), SITE_DIR).join('\n');
    expect(text).toContain("'smoth' does not exist in type");
    expect(text).toContain("Cannot find name 'Line'");
    expect(text).toContain("Cannot find module './Chart'");
  });

  it('keeps blocks apart: two blocks may declare the same name', () => {
    const block = ['```ts', 'const total = 1;', 'console.log(total);', '```'].join('\n');
    expect(checkSnippets(page(`${block}\n\n${block}`), SITE_DIR)).toEqual([]);
  });

  it('says which page is not valid MDX instead of throwing', () => {
    expect(checkSnippets(page('<Demo id="x"\n'), SITE_DIR)[0]).toMatch(/^docs\/recipes\/made-up\.mdx: not valid MDX/);
  });
});
