import path from 'node:path';
import {loadChangelog} from '../../../changelog/src/loadChangelog';
import {DEFAULT_LISTS} from '../../../changelog/src/options';
import {buildChangelogPage} from '../buildPages';

const SITE_DIR = path.resolve(__dirname, '../../../..');

describe('the /changelog.md twin', () => {
  it('lists @ant-design/plots 1.x first, newest first, then @opd/g2plot-react under a heading naming it', async () => {
    const {markdown} = buildChangelogPage(await loadChangelog(SITE_DIR, DEFAULT_LISTS), '/changelog');
    const headings = markdown.split('\n').filter((line) => /^#{2,3} /.test(line));
    expect(headings.slice(0, 3)).toEqual(['## @ant-design/plots 1.x', '### 1.2.6', '### 1.2.5']);
    const opd = headings.indexOf('## @opd/g2plot-react');
    expect(headings.slice(opd, opd + 3)).toEqual(['## @opd/g2plot-react', '## @opd/g2plot-react 2.x', '### 2.13.5']);
    expect(headings.filter((line) => line.startsWith('### '))).toHaveLength(18 + 76);
    expect(headings[headings.length - 1]).toBe('### 0.0.1-alpha.0 (Alpha)');
    expect(markdown).toContain('Its releases are not releases of @ant-design/plots');
    expect(markdown).toContain('### 1.0.5\n\nReleased 2021-12-24.\n\n#### Features\n\n- Venn chart');
  });
});
