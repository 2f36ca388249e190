import Ajv2020 from 'ajv/dist/2020';
import {test, expect} from './fixtures';

/**
 * What plugins/llms serves, as the server sends it: /llms.txt links every
 * page's Markdown (the 35 chart pages and the guide among them), each link
 * answers as Markdown, and /schemas/line.json validates a Line config.
 */

test.describe('Markdown and schemas for tools', () => {
  test('llms.txt links the Markdown of the 35 chart pages and the guide, each served as Markdown', async ({
    request,
  }) => {
    const answer = await request.get('/llms.txt');
    expect(answer.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await answer.text();
    expect(text).toMatch(/^# Ant Design Plots\n\n> .+\n/);
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1]).pathname);
    const charts = links.filter((link) => /^\/api\/[a-z-]+\.md$/.test(link));
    expect(charts).toHaveLength(35);
    expect(links).toContain('/guide.md');
    expect(links).toContain('/index.md');
    for (const link of [...charts, '/guide.md', '/index.md', '/changelog.md', '/api.md', '/~demos/line-basic.md']) {
      const page = await request.get(link);
      expect([link, page.status(), page.headers()['content-type']]).toEqual([
        link,
        200,
        'text/markdown; charset=utf-8',
      ]);
    }
    const line = await (await request.get('/api/line.md')).text();
    expect(line).toMatch(/## Usage\n\n[\s\S]*?```tsx\n/);
    expect(line).toMatch(/^\| `smooth` \| /m);
    const full = await request.get('/llms-full.txt');
    expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await full.text()).toContain('<!-- Source: https://plots-docs.example.org/api/line.md -->');
  });

  test('/schemas/line.json accepts a Line config and rejects wrong types, values and names', async ({request}) => {
    const answer = await request.get('/schemas/line.json');
    expect(answer.headers()['content-type']).toBe('application/json; charset=utf-8');
    const validate = new Ajv2020({strict: false}).compile(await answer.json());
    expect(validate({data: [], xField: 'x', yField: 'y', smooth: true, legend: {position: 'top'}})).toBe(true);
    expect(validate({smooth: 'yes'})).toBe(false);
    expect(validate({legend: {position: 'middle'}})).toBe(false);
    expect(validate({smoth: true})).toBe(false);
  });
});
