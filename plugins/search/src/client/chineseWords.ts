/**
 * Chinese words, for the index and the query alike. Chinese is written without spaces, so a run of
 * Han characters is cut into words by the segmenter built into Node and browsers
 * (`Intl.Segmenter('zh', {granularity: 'word'})`, ICU's dictionary), and then the neighbouring
 * pieces that form one of this site's terms are joined again: ICU's general dictionary cuts
 * `图例` into `图|例`, `点击` into `点|击` and `折线图` into `折|线图`, which would make the
 * reader's words and the page's words miss each other.
 */

/** A run of Han characters: the part of a text the segmenter cuts. */
export const HAN_RUN = /\p{Script=Han}/u;

/**
 * The site's Chinese terms (the glossary of the Chinese pages, and the words of options and tasks
 * that ICU cuts apart). Only joins pieces: a term ICU already keeps whole needs no entry.
 */
const TERMS = new Set(
  (
    '折线图 线图 柱状图 柱形图 条形图 面积图 饼图 环图 环形图 圆环图 玫瑰图 散点图 气泡图 雷达图 热力图 漏斗图 仪表盘 水波图 ' +
    '进度条 进度环 词云图 词云 旭日图 桑基图 弦图 韦恩图 箱线图 ' +
    '小提琴图 瀑布图 直方图 子弹图 股票图 蜡烛图 双轴图 双轴 玉珏图 分面图 堆叠图 分组图 ' +
    '图例 坐标轴 提示框 标注 缩略轴 滚动条 标签 交互 主题 动画 事件 字段 系列 图形 画布 配置项 ' +
    '默认值 示例 指南 实践 更新日志 点击 堆叠 百分比 ' +
    '辅助线 参考线 目标线 均值线 平均线 警戒线 甜甜圈 滑块 滑动条 悬浮提示 自定义 格式化 自适应 响应式 数据量 ' +
    '卡顿 闭包图 树图 暗黑 深色 圆角 刻度 网格线 横轴 纵轴 副轴 次轴 导出 截图 服务端 报错 类型 图片 渐变 渐变色 ' +
    '组件 回调 字段 数组 分面 层级 网格 十字线 内半径 外半径 边距 内边距 悬停 拖拽 拖动 浅色 折线 转化率 实时 客户端 ' +
    '钻取 下钻 联动 刷选 框选 放大 缩放 高亮 选中 分页 翻页 中心 总计 总数 合计 宽度 高度 颜色'
  ).split(' '),
);

/** The longest join of pieces tried: `迷你` + `折` + `线图` is three. */
const MAX_JOIN = 4;

let segmenter: Intl.Segmenter | null | undefined;

/** The segmenter, made once (about 15 ms); null where the runtime has none (the run is then one word). */
function getSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', {granularity: 'word'}) : null;
  }
  return segmenter;
}

/** Runs already cut: pages repeat the same phrases (a Map, any string is a key). */
const cache = new Map<string, string[]>();

/**
 * The words of a run of Han characters (`图例放在底部` -> `图例`, `放在`, `底部`): ICU's words, with
 * neighbouring pieces joined where they spell one of the site's terms (longest join first).
 */
export function segmentHan(run: string): string[] {
  const cached = cache.get(run);
  if (cached) return cached;
  const found = getSegmenter();
  const pieces = found
    ? [...found.segment(run)].filter((piece) => piece.isWordLike).map((piece) => piece.segment)
    : [run];
  const words: string[] = [];
  for (let index = 0; index < pieces.length;) {
    let joined = 1;
    for (let span = Math.min(MAX_JOIN, pieces.length - index); span > 1; span -= 1) {
      if (TERMS.has(pieces.slice(index, index + span).join(''))) {
        joined = span;
        break;
      }
    }
    words.push(pieces.slice(index, index + joined).join(''));
    index += joined;
  }
  if (cache.size < 50_000) cache.set(run, words);
  return words;
}

/**
 * A Chinese word's "stem": a chart type's name without its last `图` (`折线图` -> `折线`, `环形图` ->
 * `环形`), so `折线` finds `折线图` and `双轴图` finds `双轴`, as `labels` finds `label`.
 */
export function stemHan(word: string): string {
  return word.length >= 3 && word.endsWith('图') && !/[^\p{Script=Han}]/u.test(word) ? word.slice(0, -1) : word;
}
