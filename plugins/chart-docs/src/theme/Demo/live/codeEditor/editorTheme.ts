import type {Extension} from '@codemirror/state';
import {EditorView} from '@codemirror/view';
import {HighlightStyle, syntaxHighlighting} from '@codemirror/language';
import {tags} from '@lezer/highlight';

/**
 * The editor's colours in each color mode. Every token colour has a contrast
 * of at least 4.5:1 on its background (axe checks the open editor in both
 * modes); the palettes are GitHub's light and dark ones.
 */
interface Palette {
  background: string;
  text: string;
  keyword: string;
  string: string;
  number: string;
  comment: string;
  definition: string;
  property: string;
  tag: string;
  selection: string;
  tooltip: string;
}

const LIGHT: Palette = {
  background: '#f6f8fa',
  text: '#1f2328',
  keyword: '#cf222e',
  string: '#0a3069',
  number: '#0550ae',
  comment: '#57606a',
  definition: '#8250df',
  property: '#953800',
  tag: '#116329',
  selection: '#b6d7ff',
  tooltip: '#ffffff',
};

const DARK: Palette = {
  background: '#0d1117',
  text: '#e6edf3',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  number: '#79c0ff',
  comment: '#8b949e',
  definition: '#d2a8ff',
  property: '#ffa657',
  tag: '#7ee787',
  selection: '#264f78',
  tooltip: '#161b22',
};

function themeOf(palette: Palette, dark: boolean): Extension {
  const base = EditorView.theme(
    {
      '&': {color: palette.text, backgroundColor: palette.background},
      '.cm-content': {caretColor: palette.text, fontFamily: 'var(--ifm-font-family-monospace)'},
      '.cm-cursor, .cm-dropCursor': {borderLeftColor: palette.text},
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
        backgroundColor: palette.selection,
      },
      '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '-2px'},
      '.cm-tooltip': {
        color: palette.text,
        backgroundColor: palette.tooltip,
        border: `1px solid ${palette.comment}`,
        borderRadius: '4px',
      },
      '.cm-tooltip-autocomplete > ul > li[aria-selected]': {backgroundColor: palette.selection, color: palette.text},
      '.cm-completionDetail': {color: palette.comment, fontStyle: 'normal'},
      '.cm-completionMatchedText': {textDecoration: 'underline', color: 'inherit'},
      '.type-help-hover': {maxWidth: '32rem', padding: '0.4rem 0.6rem', fontSize: '0.85rem'},
      // The symbol's type is a block; code inside descriptions stays inline.
      '.type-help-hover > code': {
        display: 'block',
        whiteSpace: 'pre-wrap',
        background: 'none',
        border: 'none',
        padding: 0,
      },
      '.type-help-hover p': {margin: '0.4rem 0'},
      '.type-help-hover p code, .type-help-hover li code': {background: 'none', border: 'none', padding: 0},
      '.type-help-callback ul': {margin: '0 0 0.4rem', paddingLeft: '1.2rem'},
      '.type-help-hover a': {color: palette.number, textDecoration: 'underline'},
      '.cm-diagnosticText': {color: palette.text},
    },
    {dark},
  );
  const highlight = HighlightStyle.define([
    {tag: [tags.keyword, tags.modifier, tags.operatorKeyword, tags.controlKeyword], color: palette.keyword},
    {tag: [tags.string, tags.special(tags.string), tags.regexp], color: palette.string},
    {tag: [tags.number, tags.bool, tags.null, tags.atom], color: palette.number},
    {tag: [tags.comment, tags.lineComment, tags.blockComment], color: palette.comment, fontStyle: 'italic'},
    {
      tag: [tags.function(tags.variableName), tags.definition(tags.variableName), tags.typeName],
      color: palette.definition,
    },
    {tag: [tags.propertyName, tags.attributeName], color: palette.property},
    {tag: [tags.tagName, tags.angleBracket], color: palette.tag},
  ]);
  return [base, syntaxHighlighting(highlight)];
}

export const lightEditorTheme = themeOf(LIGHT, false);
export const darkEditorTheme = themeOf(DARK, true);
