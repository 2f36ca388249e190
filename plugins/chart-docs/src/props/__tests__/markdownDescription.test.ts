/**
 * @jest-environment node
 */
import {parseDescription, partsToText} from '../markdownDescription';

describe('descriptions written in Markdown', () => {
  it('turns inline code into a code part, so no raw backtick reaches the table', () => {
    const parts = parseDescription('Only used when `showCrosshairs` is true.');
    expect(parts).toEqual(['Only used when ', {code: 'showCrosshairs'}, ' is true.']);
    expect(JSON.stringify(parts)).not.toContain('`');
  });

  it('keeps links to the site or the web, and drops other URLs to their text', () => {
    expect(parseDescription('See [events](/api/line#events).')).toEqual([
      'See ',
      {link: '/api/line#events', text: 'events'},
      '.',
    ]);
    expect(parseDescription('A [trap](javascript:alert(1)) here')).toEqual(['A trap here']);
    // `//host` leads off the site without saying so.
    expect(parseDescription('An [elsewhere](//evil.example/x) link')).toEqual(['An elsewhere link']);
  });

  it('leaves plain text alone and gives the plain text back', () => {
    expect(parseDescription('Width of the chart, in pixels.')).toBeUndefined();
    expect(partsToText(parseDescription('Use `a` or **b**') ?? [])).toBe('Use a or b');
  });
});
