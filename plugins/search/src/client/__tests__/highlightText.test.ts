import {SNIPPET_LEAD_CHARS} from '../constants';
import {buildSnippet, ELLIPSIS, highlightText, SNIPPET_MAX_CHARS} from '../highlightText';
import {findMatchRanges} from '../markLandingText';
import {foldCase, parseKeywords} from '../typedQuery';

describe('parseKeywords', () => {
  it('trims, splits on any whitespace, folds case and drops duplicates', () => {
    expect(parseKeywords('  Line\tCOLUMN\n line  ')).toEqual(['line', 'column']);
    expect(parseKeywords('')).toEqual([]);
  });
  it('keeps the length of the text when folding case', () => {
    expect(foldCase('İstanbul LINE').length).toBe('İstanbul LINE'.length);
  });
});

const terms = (...words: string[]) => new Set(words);

describe('highlightText', () => {
  it('marks whole words the search matched, and camelCase parts, never a letter inside a word', () => {
    expect(highlightText('Lineage and tiny line', terms('line'))).toEqual([
      {text: 'Lineage and tiny ', highlighted: false},
      {text: 'line', highlighted: true},
    ]);
    expect(highlightText('innerRadius', terms('radiu')).filter((s) => s.highlighted)).toEqual([
      {text: 'Radius', highlighted: true},
    ]);
    expect(highlightText('offsetX of 1.x', terms('x')).some((s) => s.highlighted)).toBe(false);
    expect(highlightText('Rotated labels', terms('rotat', 'label')).filter((s) => s.highlighted)).toHaveLength(2);
    expect(findMatchRanges('aaa', ['aa'])).toEqual([[0, 2]]);
  });
  it('gives the whole text unmarked when nothing matches', () => {
    expect(highlightText('plain', terms('x'))).toEqual([{text: 'plain', highlighted: false}]);
  });
});

describe('buildSnippet', () => {
  it('keeps a short lead as is', () => {
    expect(buildSnippet('short lead match', terms('match'))[0]).toEqual({text: 'short lead ', highlighted: false});
  });

  it(`cuts a lead longer than ${SNIPPET_LEAD_CHARS} characters to its last ${SNIPPET_LEAD_CHARS}, prefixed with …`, () => {
    const lead = 'x'.repeat(50) + ' abcdefghijklmnopqrs';
    const [first, second] = buildSnippet(`${lead} match tail`, terms('match'));
    expect(first).toEqual({text: `${ELLIPSIS}abcdefghijklmnopqrs `, highlighted: false});
    expect(second).toEqual({text: 'match', highlighted: true});
  });

  it('does not cut a lead of exactly 20 characters', () => {
    expect(buildSnippet(`${'y'.repeat(19)} match`, terms('match'))[0].text).toBe(`${'y'.repeat(19)} `);
  });

  it('limits the text after the first match and marks the cut', () => {
    const snippet = buildSnippet(`match ${'z'.repeat(500)}`, terms('match'));
    const tail = snippet[snippet.length - 1].text;
    expect(tail.endsWith(ELLIPSIS)).toBe(true);
    expect(snippet.map((s) => s.text).join('').length).toBeLessThanOrEqual(SNIPPET_MAX_CHARS + 1);
  });

  it('shows the start of a text without a match', () => {
    expect(buildSnippet('no hit here', terms('x'))).toEqual([{text: 'no hit here', highlighted: false}]);
  });
});
