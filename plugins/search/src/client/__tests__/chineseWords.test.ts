import SearchableMap from 'minisearch/SearchableMap';
import {segmentHan, stemHan} from '../terms';
import {findWordRanges} from '../highlightText';
import {parseQuery, type Vocabulary} from '../parseQuery';
import {splitChunks, tokenize} from '../terms';

function vocabularyOf(...texts: string[]): Vocabulary {
  const vocabulary: Vocabulary = new SearchableMap();
  for (const term of texts.flatMap((text) => tokenize(text))) vocabulary.update(term, (n = 0) => n + 1);
  return vocabulary;
}

describe('Chinese words', () => {
  it('cuts a run into words and joins the pieces of the site terms ICU cuts apart', () => {
    // ICU's own dictionary gives 图|例, 点|击, 折|线图.
    expect(segmentHan('图例放在底部')).toEqual(['图例', '放在', '底部']);
    expect(segmentHan('点击事件')).toEqual(['点击', '事件']);
    expect(segmentHan('迷你折线图')).toEqual(['迷你', '折线图']);
  });

  it('splits Chinese from Latin words typed without a space', () => {
    expect(splitChunks('使用Line组件设置legend.position')).toEqual(['使用', 'Line', '组件', '设置', 'legend.position']);
  });

  it('indexes a chart name with and without its last 图, and a letter with 轴', () => {
    expect(stemHan('折线图')).toBe('折线');
    expect(stemHan('图例')).toBe('图例');
    expect(tokenize('折线图的 X 轴')).toEqual(expect.arrayContaining(['折线图', '折线', 'x', '轴', 'x轴']));
  });

  it('reads a Chinese query as words, without its stop words, with synonyms and Latin option names', () => {
    const site = vocabularyOf('图例的位置', 'legend.position', '中心的统计文本', 'statistic', 'X 轴标签的旋转角度');
    const query = parseQuery('环形图中间怎么显示总数', site);
    expect(query.words.map((word) => word.text)).toEqual(['环形图', '中间', '总数']);
    expect(query.words[1].synonyms).toContain('statistic');
    expect(query.task).toBe(true);
    expect(parseQuery('legend.position 在哪里设置', site).words.map((word) => word.text)).toEqual(['legend.position']);
    // `x轴` typed as one word or two is the letter joined with 轴.
    expect(parseQuery('x轴标签旋转', site).words[0].terms).toContain('x轴');
    expect(parseQuery('x 轴', site).words[0].terms).toContain('x轴');
    // A Chinese character is a word of its own, never a letter joined to the next word.
    expect(parseQuery('Next.js 报 window is not defined', site).words.map((word) => word.text)).toEqual([
      'next.js',
      'window',
      'not',
      'defined',
    ]);
  });

  it('never corrects a Chinese word to another one character off', () => {
    // `位子` (a seat) is one edit from `位置` (position): a different word, not a typo of it.
    const site = vocabularyOf('图例的位置');
    expect(parseQuery('位子', site).words[0].correction).toBeNull();
  });

  it('marks the matched Chinese words whole', () => {
    const text = '图例的位置，例如 top';
    const ranges = findWordRanges(text, new Set(['图例', '位置']));
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(['图例', '位置']);
  });
});
