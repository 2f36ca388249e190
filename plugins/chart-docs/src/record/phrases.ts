/**
 * Every English phrase the recorder's steps write into a page (Default column conditions, the Events table,
 * the shapes of callback arguments and event payloads), as templates with `{placeholders}`. A zh-CN build
 * takes each one's Chinese from the translation memory (`i18n/zh-CN/memory/record.json`, same ids); English
 * builds fill these very templates, so their output is what it was before the phrases had ids.
 * Node-free: the llms plugin and tests import it too.
 */
export const RECORD_PHRASES = {
  'drawn.theme.otherNames': 'G2 registers `default` and `dark`; any other name draws `default`',
  'drawn.axis.on': 'on the {direction} axis',
  'drawn.axis.otherValue': '`{value}` on the {direction} axis',
  'drawn.axis.separator': '; ',
  'drawn.axis.hiddenUntilSet': 'once `{option}` is set: the theme hides it on the {direction} axis',
  'drawn.checked.onlyWith': 'with `{option}` {values}',
  'drawn.label.first': 'the first label as drawn',
  'drawn.statistic.donut': 'drawn when `innerRadius` is set (a donut)',
  'drawn.legend.withSeries': 'with a `seriesField`',
  'drawn.legend.withFlag': '"{position}" with `{flag}`',
  'drawn.legend.separator': '; ',
  'drawn.legend.noneDrawn': "nothing drawn with {demo}'s data",
  'drawn.animation.geometry': '{geometry} geometry',
  'events.part.element': 'a drawn datum (column, point, slice, line, node...)',
  'events.part.geometry': 'a drawn datum, by its geometry (the same events named after it)',
  'events.part.plot': 'the plotting area',
  'events.part.legend': 'the legend',
  'events.part.axis': 'an axis (label, title, line, ticks)',
  'events.part.label': 'a data label',
  'events.part.tooltip': 'the tooltip',
  'events.part.slider': 'the slider (thumbnail axis)',
  'events.part.scrollbar': 'the scrollbar',
  'events.part.annotation': 'an annotation',
  'events.part.pointer': 'the canvas, anywhere (pointer events without a part)',
  'events.part.lifecycle': 'the chart itself (drawing steps)',
  'events.part.shapes': 'the shapes named `{id}`',
  'events.data.notRecorded': 'not recorded',
  'events.data.noArgument': 'no argument: a listener is called with nothing',
  'events.data.none': 'an event with no data',
  'events.data.field': '`{path}`: {shape}',
  'events.data.separator': '; ',
  'events.data.byEvent': '{event}: {text}',
  'events.data.byEventSeparator': '. ',
  'shape.array': 'array of {length}',
  'shape.arrayWithFirst': 'array of {length}, first: {item}',
  'shape.objectWithKeys': 'object {keys}',
  'shape.alternatives': ' or ',
} as const;

export type RecordPhraseId = keyof typeof RECORD_PHRASES;

/** A phrase by id with its placeholders filled: English by default, the memory's Chinese in a zh-CN build. */
export type RecordPhrase = (id: RecordPhraseId, values?: Readonly<Record<string, string | number>>) => string;

/** The English phrase, placeholders filled in one pass (a value holding braces stays as it is). */
export const englishPhrase: RecordPhrase = (id, values = {}) =>
  RECORD_PHRASES[id].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
