/**
 * The words of a chart's accessible summary and of its arrow-key
 * announcements, in the page's language: each is a `translate()` message, so
 * the Chinese lives in `i18n/zh-CN/code.json` with the site's other texts.
 * Punctuation goes with the locale (full-width in Chinese). `describeChartData`
 * and `announcePoint` take these phrases as an argument and stay pure.
 */
import {translate} from '@docusaurus/Translate';

export interface SummaryPhrases {
  /** Locale of the numbers (`Intl.NumberFormat`). */
  numberLocale: string;
  /** Between the parts of the summary (and a point's values), between listed names, and at the end. */
  partSeparator: string;
  listSeparator: string;
  end: string;
  noData: (chart: string) => string;
  points: (count: number, formatted: string) => string;
  series: (count: string, list: string) => string;
  moreThan: (count: string) => string;
  listMore: (list: string, rest: string, capped: boolean) => string;
  /** `category: A, B` */
  labelled: (name: string, value: string) => string;
  range: (label: string, min: string, max: string) => string;
  highestIn: (where: string) => string;
  /** The announcement of a focused point: `month: Jan, users: 10. Point 1 of 3.` */
  point: (values: string, index: number, count: number) => string;
  /** Before a point's values when the chart has several series: `Oslo. ` */
  seriesPrefix: (name: string) => string;
}

interface Punctuation {
  part: string;
  list: string;
  colon: string;
  /** Ends a sentence; `gap` follows it before the next one. */
  end: string;
  gap: string;
}

const LATIN: Punctuation = {part: ', ', list: ', ', colon: ': ', end: '.', gap: ' '};
/** Chinese, Japanese: full-width marks carry their own space. */
const FULL_WIDTH: Punctuation = {part: '，', list: '、', colon: '：', end: '。', gap: ''};

function punctuationOf(locale: string): Punctuation {
  return /^(zh|ja)\b/i.test(locale) ? FULL_WIDTH : LATIN;
}

/** The phrases of a page in `locale` (the messages follow the page's language, as `translate()` does). */
export function summaryPhrases(locale = 'en'): SummaryPhrases {
  const marks = punctuationOf(locale);
  return {
    numberLocale: locale,
    partSeparator: marks.part,
    listSeparator: marks.list,
    end: marks.end,
    noData: (chart) => translate({id: 'site.chart.summary.noData', message: '{chart}, no data.'}, {chart}),
    points: (count, formatted) =>
      count === 1
        ? translate({id: 'site.chart.summary.onePoint', message: '1 point'})
        : translate({id: 'site.chart.summary.points', message: '{count} points'}, {count: formatted}),
    series: (count, list) =>
      translate({id: 'site.chart.summary.series', message: '{count} series ({list})'}, {count, list}),
    moreThan: (count) => translate({id: 'site.chart.summary.moreThan', message: 'more than {count}'}, {count}),
    listMore: (list, rest, capped) =>
      capped
        ? translate({id: 'site.chart.summary.listOverMore', message: '{list} and over {rest} more'}, {list, rest})
        : translate({id: 'site.chart.summary.listMore', message: '{list} and {rest} more'}, {list, rest}),
    labelled: (name, value) => `${name}${marks.colon}${value}`,
    range: (label, min, max) =>
      translate({id: 'site.chart.summary.range', message: '{label} from {min} to {max}'}, {label, min, max}),
    highestIn: (where) => translate({id: 'site.chart.summary.highestIn', message: 'highest in {where}'}, {where}),
    point: (values, index, count) =>
      translate(
        {
          id: 'site.chart.point',
          message: '{values}. Point {index} of {count}.',
          description: 'Announced when a chart point gets the keyboard focus',
        },
        {values, index: String(index), count: String(count)},
      ),
    seriesPrefix: (name) => `${name}${marks.end}${marks.gap}`,
  };
}
