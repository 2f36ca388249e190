import {editDistanceWithin} from '../editDistance';
import {expandKeywords} from '../expandKeywords';
import {buildVocabulary, hasWordWithPrefix, splitWords} from '../vocabulary';

describe('editDistanceWithin', () => {
  it('counts a swap of neighbours as one edit (Damerau)', () => {
    expect(editDistanceWithin('sankye', 'sankey', 2)).toBe(1);
    expect(editDistanceWithin('innerraduis', 'innerradius', 2)).toBe(1);
    expect(editDistanceWithin('histgram', 'histogram', 2)).toBe(1);
    expect(editDistanceWithin('treemep', 'treemap', 1)).toBe(1);
  });

  it('gives null beyond the allowed edits', () => {
    expect(editDistanceWithin('line', 'pie', 1)).toBeNull();
    expect(editDistanceWithin('abcdef', 'badcfe', 2)).toBeNull();
    expect(editDistanceWithin('same', 'same', 0)).toBe(0);
  });
});

describe('vocabulary', () => {
  it('splits camelCase and dotted paths into words and keeps the joined form', () => {
    expect(splitWords('legend.position innerRadius')).toEqual(['legend', 'position', 'innerradius', 'inner', 'radius']);
  });

  it('finds prefixes and joins neighbouring title words', () => {
    const vocabulary = buildVocabulary(['Word Cloud draws words'], ['Word Cloud']);
    expect(hasWordWithPrefix(vocabulary, 'clo')).toBe(true);
    expect(hasWordWithPrefix(vocabulary, 'zebra')).toBe(false);
    expect(vocabulary.compounds.get('wordcloud')).toBe('word cloud');
  });
});

describe('expandKeywords', () => {
  const vocabulary = buildVocabulary(
    ['Sankey smooth histogram innerRadius legend position tooltip formatter line link'],
    ['Word Cloud'],
  );
  const forms = (word: string) => expandKeywords([word], vocabulary)[0].variants.map((variant) => variant.text);

  it('adds words one edit away from 4 letters, two edits from 8', () => {
    expect(forms('smoth')).toEqual(['smoth', 'smooth']);
    expect(forms('histgram')).toContain('histogram');
    expect(forms('hstgrm')).not.toContain('histogram'); // 3 letters missing: too far
    expect(forms('lgend')).toContain('legend');
  });

  it('leaves short words and words the site uses (or starts) as typed', () => {
    expect(forms('pei')).toEqual(['pei']);
    expect(forms('line')).toEqual(['line']);
    expect(forms('lege')).toEqual(['lege']);
    expect(forms('<line')).toEqual(['<line']); // punctuation: searched literally
    expect(forms('2.13.5')).toEqual(['2.13.5']);
  });

  it('splits a compound of title words', () => {
    expect(forms('wordcloud')).toEqual(['wordcloud', 'word cloud']);
  });

  it('rates typo forms below the typed word', () => {
    const [term] = expandKeywords(['sankye'], vocabulary);
    expect(term.variants[0]).toEqual({text: 'sankye', quality: 1});
    expect(term.variants[1].text).toBe('sankey');
    expect(term.variants[1].quality).toBeLessThan(1);
  });
});
