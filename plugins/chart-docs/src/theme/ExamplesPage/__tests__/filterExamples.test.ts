import fc from 'fast-check';
import {cleanFilter, countDemos, filterSections, foldText, MAX_FILTER_CHARS} from '../filterExamples';
import {readFilterParam, withFilterParam} from '../filterParam';
import {GALLERY} from './fixtureGallery';

const ids = (filter: string) => filterSections(GALLERY.sections, filter).flatMap((s) => s.demos.map((d) => d.id));

describe('filterSections', () => {
  it('keeps everything for an empty or blank filter', () => {
    expect(ids('')).toHaveLength(countDemos(GALLERY.sections));
    expect(ids('   ')).toHaveLength(countDemos(GALLERY.sections));
  });

  it('matches the chart name, the title and the keywords, ignoring case and accents', () => {
    expect(ids('pie')).toEqual(['pie-basic', 'pie-donut']);
    expect(ids('PIE')).toEqual(['pie-basic', 'pie-donut']);
    expect(ids('step')).toEqual(['line-step']);
    expect(ids('time series')).toEqual(['line-basic']);
    expect(ids('cafe')).toEqual(['pie-donut']);
    expect(ids('CAFÉ')).toEqual(['pie-donut']);
    expect(ids('grosse')).toEqual([]);
    expect(ids('große')).toEqual(['gauge-basic']);
  });

  it('needs every word, in any field, and reads dashes and joined words as the chart name', () => {
    expect(ids('basic pie')).toEqual(['pie-basic']);
    expect(ids('line trend')).toEqual(['line-basic']);
    expect(ids('word-cloud')).toEqual(['word-cloud-basic']);
    expect(ids('wordcloud')).toEqual(['word-cloud-basic']);
    expect(ids('word cloud')).toEqual(['word-cloud-basic']);
  });

  it('does not match the description, nor words spread across two fields', () => {
    expect(ids('shows')).toEqual([]);
    expect(ids('linebasic')).toEqual([]);
  });

  it('drops the sections left without a demo and keeps the order', () => {
    const sections = filterSections(GALLERY.sections, 'basic');
    expect(sections.map((s) => s.id)).toEqual(['basic', 'relation', 'progress']);
    expect(filterSections(GALLERY.sections, 'gauge').map((s) => s.id)).toEqual(['progress']);
  });

  it('treats pattern characters and markup as plain text', () => {
    for (const odd of ['.*', '(', '[a-z]+', '\\', '$^', '<img src=x onerror=alert(1)>', '%', '?filter=']) {
      expect(ids(odd)).toEqual([]);
    }
  });

  it('never throws and returns a subset of the gallery, whatever the text (property)', () => {
    const all = new Set(ids(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({unit: 'grapheme'}), fc.string({maxLength: 2000})), (text) => {
        const result = ids(text);
        expect(result.every((id) => all.has(id))).toBe(true);
        expect(new Set(result).size).toBe(result.length);
        expect(filterSections(GALLERY.sections, text).every((s) => s.demos.length > 0)).toBe(true);
      }),
    );
  });

  it('finds a card by any word of its title (property)', () => {
    const cards = GALLERY.sections.flatMap((s) => s.demos);
    fc.assert(
      fc.property(fc.constantFrom(...cards), fc.nat(), (card, pick) => {
        const words = card.title.split(' ');
        expect(ids(words[pick % words.length].toUpperCase())).toContain(card.id);
      }),
    );
  });
});

describe('foldText and cleanFilter', () => {
  it('folds accents, case, full-width letters and separators', () => {
    expect(foldText('  Diagrammé_Circulaire--PIE ')).toBe('diagramme circulaire pie');
    expect(foldText('ｐｉｅ')).toBe('pie');
  });

  it('drops control characters and caps the length', () => {
    expect(cleanFilter('pi\u0000e\n')).toBe('pie');
    expect(cleanFilter('x'.repeat(5000))).toHaveLength(MAX_FILTER_CHARS);
  });
});

describe('the ?filter= parameter', () => {
  it('reads and writes the filter, keeping other parameters', () => {
    expect(readFilterParam('?filter=pie%20chart')).toBe('pie chart');
    expect(readFilterParam('')).toBe('');
    expect(readFilterParam('?filter=' + 'a'.repeat(500))).toHaveLength(MAX_FILTER_CHARS);
    expect(withFilterParam('', ' pie ')).toBe('?filter=pie');
    expect(withFilterParam('?a=1&filter=x', '')).toBe('?a=1');
    expect(withFilterParam('?filter=x', '  ')).toBe('');
    expect(readFilterParam(withFilterParam('', 'a&b=c#d é'))).toBe('a&b=c#d é');
  });

  it('round-trips any filter text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(readFilterParam(withFilterParam('', text))).toBe(cleanFilter(text).trim());
      }),
    );
  });
});
