import {SEARCH_MATCH_QUALITY} from '../constants';
import {expandKeywords, FINISHED_WORD_PARTIAL_QUALITY} from '../expandKeywords';
import {matchTerms} from '../matchTerms';
import {SYNONYM_QUALITY, synonymsOf, withoutStopWords} from '../synonyms';
import type {Vocabulary} from '../vocabulary';

const vocabulary = {words: [], compounds: new Map()} as unknown as Vocabulary;
const quality = (query: string, text: string) => {
  const words = withoutStopWords(query.split(' '));
  const terms = expandKeywords(words, vocabulary);
  return Object.fromEntries(matchTerms(text, {terms}));
};

describe('synonyms', () => {
  it('maps task words to the words the site uses', () => {
    expect(synonymsOf(['colors']).get('colors')).toEqual(['color']);
    expect(synonymsOf(['center']).get('center')).toEqual(['statistic']);
    expect(synonymsOf(['degrees']).get('degrees')).toEqual(['rotate']);
    expect(synonymsOf(['nextjs']).get('nextjs')).toEqual(['next.js']);
  });

  it('applies a phrase only when every word of it was typed', () => {
    expect(synonymsOf(['two', 'y', 'axes']).get('two')).toEqual(['dual']);
    expect(synonymsOf(['two', 'charts']).get('two')).toBeUndefined();
    expect(synonymsOf(['window', 'defined']).get('window')).toEqual(['next.js']);
    expect(synonymsOf(['window', 'resize']).get('window')).toBeUndefined();
  });

  it('drops stop words unless nothing else is left', () => {
    expect(withoutStopWords(['window', 'is', 'not', 'defined'])).toEqual(['window', 'not', 'defined']);
    expect(withoutStopWords(['the', 'a'])).toEqual(['the', 'a']);
  });

  it('matches a synonym below the word itself', () => {
    expect(quality('colors', 'color')).toEqual({colors: SYNONYM_QUALITY});
    expect(quality('colors', 'colors')).toEqual({colors: SEARCH_MATCH_QUALITY.exact});
    expect(quality('window is not defined', 'Next.js')).toEqual({window: SYNONYM_QUALITY});
  });
});

describe('word boundaries', () => {
  it('does not match inside a word: version is not conversionTag, is not Histogram', () => {
    expect(quality('version', 'conversionTag')).toEqual({});
    expect(quality('togram', 'Histogram')).toEqual({});
    expect(quality('tag', 'conversionTag')).toEqual({tag: SEARCH_MATCH_QUALITY.exact});
  });

  it('counts a plural as the word', () => {
    expect(quality('theme', 'Themes and dark mode')).toEqual({theme: SEARCH_MATCH_QUALITY.exact});
  });

  it('lets the last word match as a prefix, an earlier, finished word hardly', () => {
    expect(quality('change', 'Changelog')).toEqual({change: SEARCH_MATCH_QUALITY.partial});
    expect(quality('change colors', 'Changelog')).toEqual({change: FINISHED_WORD_PARTIAL_QUALITY});
  });
});
