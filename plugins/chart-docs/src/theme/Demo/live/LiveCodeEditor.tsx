import React, {useEffect, useRef, useState, useSyncExternalStore} from 'react';
import {Annotation, Compartment, EditorState} from '@codemirror/state';
import {EditorView, keymap} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {javascript} from '@codemirror/lang-javascript';
import {completionKeymap} from '@codemirror/autocomplete';
import type {Diagnostic} from '@codemirror/lint';
import Translate, {translate} from '@docusaurus/Translate';
import {allCharts} from '../../../client/charts/demoRegistry';
import {loadPropsRows} from '../../../client/loadPropsTable';
import {useSiteColorMode} from '../../../client/charts/useSiteColorMode';
import {darkEditorTheme, lightEditorTheme} from './codeEditor/editorTheme';
import {sharedTypeHelp, type TypeHelpClient} from './typeHelp/typeHelpClient';
import {createOptionDocs} from './typeHelp/optionDocs';
import {typeHelpExtensions} from './typeHelp/typeHelpExtensions';
import {lineOfOffset} from './typeHelp/tsToCodeMirror';
import {recordCompletionTiming} from './typeHelp/editorTiming';
import TypeProblems, {type TypeProblem} from './TypeProblems';
import styles from '../styles.module.css';

interface Props {
  code: string;
  onChange: (code: string) => void;
}

/** Marks a change that came from the `code` prop (a reset, an option control): not an edit to report. */
const fromProps = Annotation.define<boolean>();

const lookupOption = createOptionDocs(allCharts(), loadPropsRows);

function useTypeHelpStatus(client: TypeHelpClient) {
  return useSyncExternalStore(client.subscribe, client.getStatus, client.getStatus);
}

/**
 * The editable source of a demo: CodeMirror 6 with TypeScript completion,
 * hover information and type errors from a worker (see this folder's README.md).
 * Tab leaves the editor, as in every other text box of the page.
 */
export default function LiveCodeEditor({code, onChange}: Props): React.JSX.Element {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [client] = useState(() => sharedTypeHelp(code));
  const status = useTypeHelpStatus(client);
  const [problems, setProblems] = useState<TypeProblem[]>([]);
  const colorMode = useSiteColorMode();
  const [theme] = useState(() => new Compartment());

  useEffect(() => {
    const parent = host.current;
    if (!parent) return undefined;
    const onDiagnostics = (diagnostics: Diagnostic[], checked: string) =>
      setProblems(diagnostics.map(({from, message}) => ({line: lineOfOffset(checked, from), message})));
    const created = new EditorView({
      parent,
      state: EditorState.create({
        doc: code,
        extensions: [
          history(),
          javascript({jsx: true, typescript: true}),
          // Tab is not bound: it moves the focus on, out of the editor.
          keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
          EditorView.contentAttributes.of({
            'aria-label': translate({id: 'site.demo.editorLabel', message: 'Live code editor'}),
            // Focusable by Tab as it is; said explicitly so that checkers see the scroll box's content is reachable.
            tabindex: '0',
          }),
          theme.of(document.documentElement.dataset.theme === 'dark' ? darkEditorTheme : lightEditorTheme),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((transaction) => transaction.annotation(fromProps))) {
              onChangeRef.current(update.state.doc.toString());
            }
          }),
          typeHelpExtensions({client, lookupOption, onDiagnostics, onCompletionTiming: recordCompletionTiming}),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view is created once; later `code` values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, theme]);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== code) {
      current.dispatch({
        changes: {from: 0, to: current.state.doc.length, insert: code},
        annotations: fromProps.of(true),
      });
    }
  }, [code]);

  useEffect(() => {
    view.current?.dispatch({effects: theme.reconfigure(colorMode === 'dark' ? darkEditorTheme : lightEditorTheme)});
  }, [colorMode, theme]);

  return (
    <>
      <div ref={host} className={styles.editor} data-type-help={status} />
      {status === 'unavailable' ? (
        <p className={styles.typeHelpNote} role="status">
          <Translate id="site.demo.typeHelp.unavailable">
            Type help is unavailable; the editor still works as a plain editor.
          </Translate>
        </p>
      ) : (
        <TypeProblems problems={problems} />
      )}
    </>
  );
}
