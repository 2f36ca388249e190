import {cleanQuery, MAX_QUERY_CHARS, readSearchQuery, searchPageLink} from '../typedQuery';

describe('search page URL', () => {
  it('reads q as plain text, however odd', () => {
    expect(readSearchQuery('?q=%3Cimg%20src%3Dx%3E')).toBe('<img src=x>');
    expect(readSearchQuery('?q=a%00b%1Fc%E2%80%8Ed')).toBe('a b c d');
    expect(readSearchQuery('?x=1')).toBe('');
    expect(() => readSearchQuery('?q=%E0%A4%A')).not.toThrow(); // a broken escape is no error
  });

  it('caps the length in characters', () => {
    expect([...cleanQuery('😀'.repeat(MAX_QUERY_CHARS + 10))]).toHaveLength(MAX_QUERY_CHARS);
  });

  it('links to /search with q encoded, or to the bare page for a blank query', () => {
    expect(searchPageLink('legend position')).toBe('/search?q=legend+position');
    expect(searchPageLink('a&b=#c')).toBe('/search?q=a%26b%3D%23c');
    expect(searchPageLink('   ')).toBe('/search');
  });
});
