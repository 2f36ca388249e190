/**
 * What Chinese readers type, mapped to the words the Chinese pages and the option names use. Readers
 * name one thing several ways (`环形图`, `环图`, `甜甜圈`; `提示框`, `悬浮提示`, `tooltip`), and
 * the option they need is named in English whatever they type (`中心` -> `statistic`). Words are
 * as `segmentHan` cuts them (`图例`, `x轴`); the same rules as WORD_SYNONYMS apply.
 */
export const CHINESE_WORD_SYNONYMS: ReadonlyArray<[readonly string[], readonly string[]]> = [
  [
    ['环形图', '环图', '圆环图', '甜甜圈', '环形', '圆环'],
    ['环图', 'innerRadius', 'donut'],
  ],
  [['中心', '中间', '正中', '总计', '总数', '合计', '总和'], ['statistic']],
  [
    ['提示框', '提示', '悬浮提示', '浮层', '悬浮', '悬停'],
    ['tooltip', '提示框'],
  ],
  [['标注'], ['annotations']],
  // A reference line is one kind of annotation: these words find each other and the option, not every 标注.
  [
    ['辅助线', '参考线', '目标线', '均值线', '平均线', '警戒线', '基准线'],
    ['annotations', '辅助线', '参考线', '目标线', '平均线'],
  ],
  [
    ['缩略轴', '滑块', '滑动条', '拖动条'],
    ['slider', '缩略轴'],
  ],
  [
    ['滚动条', '滚动'],
    ['scrollbar', '滚动条'],
  ],
  [
    ['下载', '导出', '保存', '截图'],
    ['downloadImage', '导出', 'export'],
  ],
  [
    ['图片', '图像', '照片'],
    ['image', 'png'],
  ],
  [
    ['旋转', '倾斜', '斜着', '斜'],
    ['rotate', 'autoRotate', '旋转'],
  ],
  [['图例'], ['legend']],
  [
    ['位置', '底部', '顶部', '右侧', '左侧', '下方', '上方'],
    ['position', '位置'],
  ],
  [
    ['坐标轴', '轴'],
    ['axis', '坐标轴'],
  ],
  [
    ['横轴', 'x轴', 'x坐标'],
    ['xAxis', 'x轴'],
  ],
  [
    ['纵轴', 'y轴', 'y坐标'],
    ['yAxis', 'y轴'],
  ],
  [
    ['点击', '单击', '点'],
    ['click', '点击'],
  ],
  [
    ['事件', '监听', '回调'],
    ['events', 'onEvent', '事件'],
  ],
  [
    ['更新', '刷新', '重绘', '动态', '实时'],
    ['update', 'changeData', '更新'],
  ],
  [
    ['暗色', '暗黑', '深色', '黑色', '夜间', '暗'],
    ['dark', '暗色'],
  ],
  [
    ['主题', '皮肤'],
    ['theme', '主题'],
  ],
  [
    ['自适应', '响应式', '撑满'],
    ['autoFit', '自适应'],
  ],
  [
    ['卡顿', '慢', '性能', '数据量'],
    ['large data', '大量'],
  ],
  [
    ['格式化', '单位', '千分位'],
    ['formatter', '格式化'],
  ],
  [
    ['百分比', '百分数', '占比'],
    ['percent', 'formatter', '百分比'],
  ],
  [
    ['标签', '文字', '文本'],
    ['label', '标签'],
  ],
  [
    ['颜色', '配色', '色板'],
    ['color', '颜色'],
  ],
  [
    ['平滑', '曲线'],
    ['smooth', '平滑'],
  ],
  [['堆叠'], ['isStack', 'stacked', '堆叠']],
  [['分组'], ['isGroup', 'grouped', '分组']],
  [['圆角'], ['radius', '圆角']],
  [
    ['宽度', '粗细'],
    ['columnWidthRatio', 'width', '宽度'],
  ],
  [
    ['双轴图', '双轴', '双y轴', '两个y轴'],
    ['dual-axes', 'dualaxes', '双轴图'],
  ],
  [['服务端', 'ssr', '服务器'], ['next.js']],
  [
    ['钻取', '下钻'],
    ['drill down', '钻取'],
  ],
  [['联动'], ['linked', '联动']],
  [['动画'], ['animation', '动画']],
  [['交互'], ['interactions', '交互']],
  [
    ['刷选', '框选', '放大'],
    ['brush', '刷选'],
  ],
  [['缩放'], ['slider', 'brush', '缩略轴']],
  [
    ['类型', 'ts'],
    ['typescript', '类型'],
  ],
  [
    ['自定义', '定制'],
    ['custom', '自定义'],
  ],
  [
    ['更新日志', '版本记录', '发布记录'],
    ['changelog', '更新日志'],
  ],
  [
    ['升级', '迁移'],
    ['2.x', 'upgrade', '升级'],
  ],
  [
    ['柱状图', '柱形图', '柱图'],
    ['column', '柱状图'],
  ],
  [['条形图'], ['bar', '条形图']],
  [
    ['折线图', '折线', '线图'],
    ['line', '折线图'],
  ],
  [
    ['饼图', '扇形'],
    ['pie', '饼图'],
  ],
  [
    ['仪表盘', '仪表'],
    ['gauge', '仪表盘'],
  ],
  [
    ['水波图', '水球图', '水波'],
    ['liquid', '水波图'],
  ],
  [
    ['词云图', '词云'],
    ['word-cloud', '词云图'],
  ],
  [
    ['蜡烛图', 'k线图', 'k线', 'k'],
    ['stock', '股票图'],
  ],
  [['气泡图'], ['bubble', '气泡图']],
];

/** When every word was typed, each also matches the synonyms (`window`, `未定义` -> Next.js). */
export const CHINESE_PHRASE_SYNONYMS: ReadonlyArray<{words: readonly string[]; synonyms: readonly string[]}> = [
  {words: ['window', '未定义'], synonyms: ['next.js']},
  {words: ['document', '未定义'], synonyms: ['next.js']},
  {words: ['服务端', '渲染'], synonyms: ['next.js']},
  // G2Plot's Chinese docs call `customContent` 自定义提示框内容.
  {words: ['tooltip', '自定义'], synonyms: ['customContent']},
  {words: ['提示框', '自定义'], synonyms: ['customContent']},
  {words: ['双', 'y轴'], synonyms: ['dual-axes', 'dualaxes', '双轴图']},
  {words: ['两', 'y轴'], synonyms: ['dual-axes', 'dualaxes', '双轴图']},
];

/**
 * Words that carry no meaning in a Chinese search (`怎么`, `的`, `图`); dropped unless every typed
 * word is one. `图` and `图表` are `chart` (every page is about one).
 */
export const CHINESE_STOP_WORDS =
  '的 了 吗 呢 啊 吧 在 和 与 及 或 中 里 上 下 时 把 将 让 给 被 要 想 需要 能 能否 可以 可否 是否 是 有 没有 一个 这个 那个 ' +
  '怎么 怎样 怎么样 如何 为什么 为何 什么 哪里 哪个 请问 求 大佬 问题 使用 用 设置 配置 显示 添加 实现 支持 图 图表 ' +
  '一下 出来 不 个 中的 很 非常 太 特别 比较 获取 拿到 得到 怎么办 报';

/** Words that make a Chinese query read as a task. */
export const CHINESE_TASK_WORDS =
  '怎么 怎样 如何 设置 显示 隐藏 去掉 去除 关闭 修改 更改 改变 旋转 格式化 自定义 添加 增加 移动 放 放在 排序 高亮 缩放 导出 下载 更新 实现';
