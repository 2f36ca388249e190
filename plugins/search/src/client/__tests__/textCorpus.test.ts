import {foldCase} from '../parseKeywords';
import {buildTextCorpus, findTextsWithAny} from '../textCorpus';

describe('text corpus', () => {
  const corpus = buildTextCorpus(['legend position', 'inner radius', 'legend', '', 'legend']);

  it('keeps each text once', () => {
    expect(corpus.texts).toEqual(['legend position', 'inner radius', 'legend']);
  });

  it('finds the texts holding any of the needles, never across two texts', () => {
    expect([...findTextsWithAny(corpus, ['legend'])]).toEqual(['legend position', 'legend']);
    expect([...findTextsWithAny(corpus, ['radius', 'position'])].sort()).toEqual(['inner radius', 'legend position']);
    expect([...findTextsWithAny(corpus, ['positioninner'])]).toEqual([]);
    expect([...findTextsWithAny(corpus, ['nothing', ''])]).toEqual([]);
  });
});

describe('foldCase', () => {
  it('lower-cases without changing the length, also around İ', () => {
    expect(foldCase('InnerRadius')).toBe('innerradius');
    expect(foldCase('İstanbul LINE')).toBe('İstanbul line');
  });
});
