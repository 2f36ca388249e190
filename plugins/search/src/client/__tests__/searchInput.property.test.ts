import fc from 'fast-check';
import {foldCase, MAX_KEYWORD_LENGTH, MAX_KEYWORDS, parseKeywords} from '../typedQuery';
import {highlightText} from '../highlightText';
import {findMatchRanges} from '../markLandingText';
import {tokenize} from '../terms';
import {MAX_QUERY_CHARS, readSearchQuery, searchPageLink} from '../typedQuery';

/**
 * Whatever a visitor types (or a shared `/search?q=` link carries) goes
 * through these functions; they must never throw and must keep the text as
 * text: highlighting only splits it, never adds, drops or reorders a
 * character.
 */
const anyText = fc.oneof(
  fc.string({unit: 'grapheme', maxLength: 300}),
  fc.string({unit: 'binary', maxLength: 300}),
  fc.constantFrom('<img src=x onerror=alert(1)>', '.*', '(', '\\', 'İstanbul', '\u0000', '%E0%A4%A', '  '),
);

describe('search input, for any text', () => {
  it('parseKeywords gives at most MAX_KEYWORDS distinct, non-blank, bounded, case-folded words', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const words = parseKeywords(input);
        expect(words.length).toBeLessThanOrEqual(MAX_KEYWORDS);
        expect(new Set(words).size).toBe(words.length);
        for (const word of words) {
          expect(word.trim()).toBe(word);
          expect(word).not.toBe('');
          expect(word.length).toBeLessThanOrEqual(MAX_KEYWORD_LENGTH);
          expect(foldCase(word)).toBe(word);
        }
      }),
      {numRuns: 500},
    );
  });

  it('foldCase keeps the length, so offsets in folded text are offsets in the original', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(foldCase(text)).toHaveLength(text.length);
      }),
      {numRuns: 500},
    );
  });

  it('highlightText only splits the text: the segments join back to it, and every mark is a searched word', () => {
    fc.assert(
      fc.property(anyText, anyText, (text, query) => {
        const words = parseKeywords(query);
        const segments = highlightText(text, new Set(words));
        expect(segments.map((segment) => segment.text).join('')).toBe(text);
        for (const segment of segments.filter((s) => s.highlighted)) {
          expect(tokenize(segment.text).some((term) => words.includes(term))).toBe(true);
        }
      }),
      {numRuns: 500},
    );
  });

  it('findMatchRanges returns sorted, disjoint ranges inside the text', () => {
    fc.assert(
      fc.property(anyText, anyText, (text, query) => {
        const ranges = findMatchRanges(text, parseKeywords(query));
        let end = 0;
        for (const [from, to] of ranges) {
          expect(from).toBeGreaterThanOrEqual(end);
          expect(to).toBeGreaterThan(from);
          expect(to).toBeLessThanOrEqual(text.length);
          end = to;
        }
      }),
      {numRuns: 500},
    );
  });

  it('a matched word that stands alone in the text is always marked', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9]{0,20}$/), fc.string({maxLength: 40}), (word, around) => {
        const text = `${around} ${word} ${around}`;
        expect(highlightText(text, new Set([word])).some((segment) => segment.highlighted)).toBe(true);
      }),
      {numRuns: 300},
    );
  });

  it('a /search?q= value is plain text of bounded length, whatever the link holds', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const query = readSearchQuery(`?${new URLSearchParams({q: raw}).toString()}`);
        expect([...query].length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
        expect(query).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      }),
      {numRuns: 500},
    );
  });

  it('the link the search box opens carries the query back unchanged (trimmed and cleaned)', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const link = searchPageLink(raw);
        const search = link.includes('?') ? link.slice(link.indexOf('?')) : '';
        expect(readSearchQuery(search).trim()).toBe(readSearchQuery(search));
        expect(readSearchQuery(search)).toBe(readSearchQuery(`?${new URLSearchParams({q: raw}).toString()}`).trim());
      }),
      {numRuns: 500},
    );
  });
});
