import {EditorState, Transaction, type AnnotationType, type Extension, type TransactionSpec} from '@codemirror/state';
import {EditorView} from '@codemirror/view';

/**
 * The change that turns `before` into `after` touching only what differs:
 * their common start and end are kept. A reset, an option control or a
 * paste over the whole code mostly leaves most lines as they were; replacing
 * the whole document instead makes the editor drop and rebuild every line's
 * DOM, which the browser was measured keeping around (issue #44: ~90 detached
 * nodes per replacement, 438 DOM nodes per round on the line demo).
 */
export function narrowedChange(before: string, after: string): {from: number; to: number; insert: string} {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end += 1;
  }
  return {from: start, to: before.length - end, insert: after.slice(start, after.length - end)};
}

/**
 * Narrows a change that replaces the whole document (select all, then paste
 * or type) to the part that differs. The document after it, the selection,
 * the undo step, the event's kind and the `kept` annotations stay as they were.
 */
export function narrowWholeReplacement(kept: ReadonlyArray<AnnotationType<boolean>> = []): Extension {
  return EditorState.transactionFilter.of((tr): TransactionSpec | readonly TransactionSpec[] => {
    if (!tr.docChanged) return tr;
    const length = tr.startState.doc.length;
    let whole = false;
    let count = 0;
    tr.changes.iterChanges((fromA, toA) => {
      count += 1;
      if (fromA === 0 && toA === length && length > 0) whole = true;
    });
    if (!whole || count !== 1) return tr;
    const before = tr.startState.doc.toString();
    const after = tr.newDoc.toString();
    const change = narrowedChange(before, after);
    // Nothing in common: the replacement stays whole.
    if (change.from === 0 && change.to === length) return tr;
    const userEvent = tr.annotation(Transaction.userEvent);
    return {
      changes: change,
      selection: tr.selection,
      effects: tr.effects,
      scrollIntoView: tr.scrollIntoView,
      annotations: [
        ...(userEvent === undefined ? [] : [Transaction.userEvent.of(userEvent)]),
        Transaction.addToHistory.of(tr.annotation(Transaction.addToHistory) ?? true),
        ...kept.flatMap((type) => {
          const value = tr.annotation(type);
          return value === undefined ? [] : [type.of(value)];
        }),
      ],
    };
  });
}

/**
 * Typing over a selection is made a CodeMirror change instead of the browser's
 * own edit. The browser's edit puts the removed lines (all of them, after
 * select all) on its native undo stack, which CodeMirror never uses and
 * which lives as long as the page: measured in a heap snapshot, every
 * replaced line was retained from `blink::UndoStack`. A paste, a cut, a drop
 * and the delete keys are CodeMirror changes already; so is this now. A
 * composition (an input method) is left to the browser.
 */
export const typeOverSelection: Extension = EditorView.domEventHandlers({
  beforeinput(event, view) {
    if (event.inputType !== 'insertText' || event.isComposing || event.data === null) return false;
    if (view.state.selection.ranges.every((range) => range.empty) || view.composing) return false;
    event.preventDefault();
    view.dispatch(view.state.replaceSelection(event.data), {userEvent: 'input.type', scrollIntoView: true});
    return true;
  },
});
