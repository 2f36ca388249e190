import {englishRuns, englishSentencesInHtml} from '../englishSentences.mjs';

describe('English sentences in a Chinese page', () => {
  it('finds four or more English words in a row', () => {
    expect(englishRuns('The chart draws a line.')).toEqual(['The chart draws a line.']);
    expect(englishRuns('Draws a line')).toEqual([]);
  });

  it('leaves Chinese with Latin names, option names, acronyms, versions and URLs alone', () => {
    expect(englishRuns('使用 Line 组件绘制折线图，设置 xField 与 yField。')).toEqual([]);
    expect(englishRuns('innerRadius startAngle endAngle legendPosition')).toEqual([]);
    expect(englishRuns('API SVG PNG CSV JSON')).toEqual([]);
    expect(englishRuns('见 https://github.com/ant-design/ant-design-charts/issues/new and more here')).toEqual([]);
    expect(englishRuns('Ant Design Plots 文档')).toEqual([]);
    expect(englishRuns('参数：points, shape, size, x, y')).toEqual([]);
    expect(englishRuns('a drawn datum (column, point, slice)')).toEqual(['a drawn datum (column, point, slice)']);
  });

  it('counts Chinese between English words as a break, and a full stop as the end of a sentence', () => {
    expect(englishRuns('one two three 中文 four five six')).toEqual([]);
    expect(englishRuns('Yes it is. And so on.')).toEqual([]);
  });

  it('reads a paragraph across its links, not across code or blocks', () => {
    const html =
      '<p>Read the <a href="/guide">getting started guide</a> first.</p>' +
      '<p>设置 <code>legend position to the top</code> 即可。</p>' +
      '<ul><li>Line</li><li>Column</li><li>Bar</li><li>Pie</li></ul>' +
      '<pre><code>const data = fetch the data now;</code></pre>';
    expect(englishSentencesInHtml(html)).toEqual([{text: 'Read the getting started guide first.', where: 'text'}]);
  });

  it('reads the attributes a visitor meets and the page description', () => {
    const html =
      '<head><meta name="description" content="React chart components built on G2Plot"></head>' +
      '<button aria-label="Copy the code to the clipboard">复制</button><img alt="折线图示例" src="x.png">';
    expect(englishSentencesInHtml(html)).toEqual([
      {text: 'React chart components built on', where: 'meta description'},
      {text: 'Copy the code to the clipboard', where: 'aria-label'},
    ]);
  });

  it('skips scripts and styles', () => {
    expect(
      englishSentencesInHtml('<script>window.this is not read at all</script><style>a b c d e {}</style>'),
    ).toEqual([]);
  });
});
