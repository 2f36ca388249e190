import {linksUnderBase} from '../linksUnderBase';

describe('linksUnderBase', () => {
  const twin = 'See [Line](/api/line), [the API](/api#configurations), [G2Plot](https://g2plot.antv.antgroup.com/).';

  it('puts root-relative links under the base path', () => {
    expect(linksUnderBase(twin, '/docs/')).toBe(
      'See [Line](/docs/api/line), [the API](/docs/api#configurations), [G2Plot](https://g2plot.antv.antgroup.com/).',
    );
    expect(linksUnderBase('[Home](/)', '/a/b/')).toBe('[Home](/a/b/)');
  });

  it('leaves other links, and everything at the root, as they are', () => {
    expect(linksUnderBase('[x](//cdn.example/x) [y](./y.md) [z](#z)', '/docs/')).toBe(
      '[x](//cdn.example/x) [y](./y.md) [z](#z)',
    );
    expect(linksUnderBase(twin, '/')).toBe(twin);
  });
});
