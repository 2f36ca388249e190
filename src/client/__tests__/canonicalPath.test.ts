import fc from 'fast-check';
import {canonicalPath, canonicalPathShape} from '../canonicalPath';

/** Any string, including lone surrogates, stray `%` signs and runs of slashes. */
const anyPath = fc.oneof(
  fc.string({unit: 'binary'}),
  fc
    .array(
      fc.constantFrom(
        '/',
        '//',
        '\\',
        '%',
        '%2f',
        '%2F',
        '%E0',
        '%A4',
        '%A',
        '.',
        '..',
        '%2e',
        '.html',
        'index',
        'a',
        'é',
        '\uD800',
        '\n',
        '\t',
        ' ',
      ),
      {
        maxLength: 30,
      },
    )
    .map((parts) => parts.join('')),
);

/** A plain canonical path: segments of letters, digits and dashes. */
const plainPath = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), {maxLength: 6})
  .filter((segments) => segments.every((segment) => segment !== 'index'))
  .map((segments) => `/${segments.join('/')}`);

describe('canonicalPath', () => {
  it('maps the odd spellings of a page to its canonical path', () => {
    expect(canonicalPath('/guide/')).toBe('/guide');
    expect(canonicalPath('/guide///')).toBe('/guide');
    expect(canonicalPath('/api//line')).toBe('/api/line');
    expect(canonicalPath('/api/line%2f')).toBe('/api/line');
    expect(canonicalPath('/api%2Fline')).toBe('/api/line');
    expect(canonicalPath('/api/line.html')).toBe('/api/line');
    expect(canonicalPath('/guide/index.html')).toBe('/guide');
    expect(canonicalPath('/index.html')).toBe('/');
    expect(canonicalPath('/api/./line')).toBe('/api/line');
    expect(canonicalPath('/api/x/../line')).toBe('/api/line');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
  });

  it('never returns a path to another host', () => {
    expect(canonicalPath('//evil.example/')).toBe('/evil.example');
    expect(canonicalPath('//127.0.0.1:4305/guide/')).toBe('/127.0.0.1:4305/guide');
    expect(canonicalPath('/\\evil.example')).toBe('/evil.example');
    expect(canonicalPath('/\t/evil.example')).toBe('/evil.example');
    expect(canonicalPath('/..//evil.example')).toBe('/evil.example');
  });

  it('escapes a malformed percent-encoding so the path decodes to itself', () => {
    expect(canonicalPath('/%E0%A4%A')).toBe('/%25E0%25A4%25A');
    expect(decodeURI(canonicalPath('/%E0%A4%A'))).toBe('/%E0%A4%A');
    expect(canonicalPath('/api/line%20x')).toBe('/api/line%20x');
  });

  it('never throws and always returns one leading slash, no `//`, no trailing slash but the root', () => {
    fc.assert(
      fc.property(anyPath, (input) => {
        const output = canonicalPath(input);
        expect(output.startsWith('/')).toBe(true);
        expect(output).not.toContain('//');
        expect(output).not.toMatch(/[\\\t\n\r]/);
        if (output !== '/') expect(output.endsWith('/')).toBe(false);
        expect(() => decodeURI(output)).not.toThrow();
      }),
      {numRuns: 2000},
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyPath, (input) => {
        const once = canonicalPath(input);
        expect(canonicalPath(once)).toBe(once);
      }),
      {numRuns: 2000},
    );
  });

  it('resolves to the same origin whatever the input', () => {
    fc.assert(
      fc.property(anyPath, (input) => {
        const base = 'https://plots-docs.example.org/some/page';
        expect(new URL(canonicalPath(input), base).origin).toBe('https://plots-docs.example.org');
      }),
      {numRuns: 2000},
    );
  });

  it('gives the same path for the repeated-slash, `%2f` and `.html` spellings', () => {
    fc.assert(
      fc.property(plainPath, fc.integer({min: 1, max: 4}), (path, extra) => {
        const canonical = canonicalPath(path);
        expect(canonical).toBe(path);
        expect(canonicalPath(path.replace(/\//g, '/'.repeat(extra + 1)))).toBe(canonical);
        expect(canonicalPath(`${path}%2f`)).toBe(canonical);
        expect(canonicalPath(`${path}%2F${'/'.repeat(extra)}`)).toBe(canonical);
        if (path !== '/') expect(canonicalPath(`${path}.html`)).toBe(canonical);
        expect(canonicalPath(`${path === '/' ? '' : path}/index.html`)).toBe(canonical);
      }),
    );
  });
});

describe('canonicalPathShape', () => {
  it('leaves the percent signs of a path the router has already decoded alone', () => {
    expect(canonicalPathShape('/%E0%A4%A/')).toBe('/%E0%A4%A');
  });
});
