import SearchableMap from 'minisearch/SearchableMap';
import {parseQuery, type Vocabulary} from '../parseQuery';
import {synonymsOf, withoutStopWords} from '../synonyms';
import {tokenize} from '../terms';

/** A vocabulary made of these texts, as the index builds it. */
function vocabularyOf(...texts: string[]): Vocabulary {
  const vocabulary: Vocabulary = new SearchableMap();
  for (const term of texts.flatMap((text) => tokenize(text, 'title'))) vocabulary.update(term, (n = 0) => n + 1);
  return vocabulary;
}

const SITE = vocabularyOf('xAxis.label.rotate', 'offsetX', 'Gauge', 'Column', 'isStack', 'stepType', '1.x and 2.x');
const words = (query: string) => parseQuery(query, SITE).words;

describe('synonyms', () => {
  it('maps task words to the words the site uses', () => {
    expect(synonymsOf(['colours']).get('colours')).toEqual(['color']);
    expect(synonymsOf(['center']).get('center')).toEqual(['statistic']);
    expect(synonymsOf(['percentage']).get('percentage')).toEqual(['formatter']);
    expect(synonymsOf(['zoom']).get('zoom')).toEqual(['slider', 'brush']);
    expect(synonymsOf(['threshold']).get('threshold')).toContain('annotations');
  });

  it('applies a phrase only when every word of it was typed', () => {
    expect(synonymsOf(['two', 'y', 'axes']).get('two')).toEqual(['dual']);
    expect(synonymsOf(['two', 'charts']).get('two')).toBeUndefined();
    expect(synonymsOf(['window', 'defined']).get('window')).toEqual(['next.js']);
  });

  it('has no entry for the names of Object.prototype', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(synonymsOf([word]).size).toBe(0);
    }
  });

  it('drops stop words unless nothing else is left', () => {
    expect(withoutStopWords(['how', 'to', 'add', 'a', 'line', 'to', 'my', 'chart'])).toEqual(['line']);
    expect(withoutStopWords(['the', 'a'])).toEqual(['the', 'a']);
  });
});

describe('terms', () => {
  it('keeps versions whole and drops single-letter camelCase parts', () => {
    expect(tokenize('1.x and 2.x')).toEqual(expect.arrayContaining(['1.x', '2.x']));
    expect(tokenize('1.x')).not.toContain('x');
    expect(tokenize('offsetX')).not.toContain('x');
    expect(tokenize('xAxis.label.rotate')).toEqual(expect.arrayContaining(['xaxis.label.rotate', 'xaxis', 'axis']));
  });

  it('stems plurals and verb forms onto one term', () => {
    expect(tokenize('labels')).toContain('label');
    expect(tokenize('rotated').at(-1)).toBe(tokenize('rotate').at(-1));
    expect(tokenize('axes').at(-1)).toBe(tokenize('axis').at(-1));
  });
});

describe('parseQuery', () => {
  it('joins a single letter to the next word: x axis is xAxis', () => {
    expect(words('rotate x axis labels').map((word) => word.text)).toEqual(['rotate', 'xaxis', 'labels']);
  });

  it('reads a task: a verb, "how to" or three content words, and no option path', () => {
    expect(parseQuery('rotate x axis labels', SITE).task).toBe(true);
    expect(parseQuery('how to add a horizontal line', SITE).task).toBe(true);
    expect(parseQuery('legend position', SITE).task).toBe(false);
    expect(parseQuery('set xAxis.label.rotate', SITE)).toMatchObject({task: false, optionPath: true});
  });

  it('joins words the site writes as one', () => {
    expect(words('is stack')[0].terms).toContain('isstack');
  });

  it('completes the last word and corrects typos to one term each', () => {
    expect(words('colu')[0].correction?.[0]).toBe('column');
    expect(words('guage')[0].correction?.[0]).toBe('gauge');
    expect(words('gauge')[0].correction).toBeNull();
  });

  it('treats every typed word as text: no prototype names, no patterns', () => {
    expect(() => parseQuery('constructor __proto__ .* ( <img>', SITE)).not.toThrow();
    expect(words('constructor')[0].terms).toEqual(['constructor']);
  });
});
