import {Annotation, EditorSelection, EditorState, Transaction} from '@codemirror/state';
import {EditorView} from '@codemirror/view';
import {history, undo} from '@codemirror/commands';
import {narrowWholeReplacement, narrowedChange, typeOverSelection} from '../narrowReplacement';

const CODE = Array.from({length: 40}, (_, index) => `const value${index} = ${index};`).join('\n');
const fromProps = Annotation.define<boolean>();

function editor(): EditorView {
  const parent = document.createElement('div');
  document.body.appendChild(parent);
  return new EditorView({
    parent,
    state: EditorState.create({doc: CODE, extensions: [history(), narrowWholeReplacement([fromProps])]}),
  });
}

describe('whole-document replacements in the live editor', () => {
  it('finds the part that differs', () => {
    expect(narrowedChange('abcXdef', 'abcYYdef')).toEqual({from: 3, to: 4, insert: 'YY'});
    expect(narrowedChange('same', 'same')).toEqual({from: 4, to: 4, insert: ''});
    expect(narrowedChange('aaa', 'aaaa')).toEqual({from: 3, to: 3, insert: 'a'});
    expect(narrowedChange('', 'new')).toEqual({from: 0, to: 0, insert: 'new'});
    expect(narrowedChange('old', '')).toEqual({from: 0, to: 3, insert: ''});
  });

  it('keeps the DOM of the lines a select-all-and-paste leaves as they were', () => {
    const view = editor();
    const lines = [...view.contentDOM.querySelectorAll('.cm-line')];
    const edited = CODE.replace('const value20 = 20;', 'const value20 = 2000;');
    view.dispatch({
      changes: {from: 0, to: view.state.doc.length, insert: edited},
      selection: EditorSelection.cursor(edited.length),
      userEvent: 'input.paste',
    });
    expect(view.state.doc.toString()).toBe(edited);
    expect(view.state.selection.main.head).toBe(edited.length);
    const after = [...view.contentDOM.querySelectorAll('.cm-line')];
    // Every line but the changed one is the same element as before: nothing was dropped to be rebuilt.
    const kept = after.filter((line, index) => line === lines[index]).length;
    expect(kept).toBeGreaterThanOrEqual(lines.length - 1);
    undo(view);
    expect(view.state.doc.toString()).toBe(CODE);
    view.destroy();
  });

  it('keeps the event kind and the annotations it is told to keep', () => {
    const view = editor();
    const seen: Array<{userEvent: string | undefined; fromProps: boolean | undefined}> = [];
    const spy = EditorState.transactionExtender.of((tr: Transaction) => {
      seen.push({userEvent: tr.annotation(Transaction.userEvent), fromProps: tr.annotation(fromProps)});
      return null;
    });
    view.setState(EditorState.create({doc: CODE, extensions: [history(), narrowWholeReplacement([fromProps]), spy]}));
    view.dispatch({
      changes: {from: 0, to: view.state.doc.length, insert: `${CODE}\n// more`},
      annotations: [fromProps.of(true), Transaction.userEvent.of('input.type')],
    });
    expect(seen.at(-1)).toEqual({userEvent: 'input.type', fromProps: true});
    view.destroy();
  });
});

describe('typing over a selection', () => {
  it('is a CodeMirror change, not the browser edit that keeps the removed lines on its own undo stack', () => {
    const parent = document.createElement('div');
    document.body.appendChild(parent);
    const view = new EditorView({
      parent,
      state: EditorState.create({doc: CODE, extensions: [history(), narrowWholeReplacement(), typeOverSelection]}),
    });
    view.dispatch({selection: EditorSelection.range(0, view.state.doc.length)});
    const event = new InputEvent('beforeinput', {inputType: 'insertText', data: 'x', bubbles: true, cancelable: true});
    view.contentDOM.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(view.state.doc.toString()).toBe('x');
    expect(view.state.selection.main.head).toBe(1);
    undo(view);
    expect(view.state.doc.toString()).toBe(CODE);

    // A plain keystroke at the cursor stays the browser's (input methods, spell checking).
    view.dispatch({selection: EditorSelection.cursor(0)});
    const typed = new InputEvent('beforeinput', {inputType: 'insertText', data: 'y', bubbles: true, cancelable: true});
    view.contentDOM.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    view.destroy();
  });
});
