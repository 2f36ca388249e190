import React, {useEffect, useRef} from 'react';
import {Editor} from 'react-live';
import {usePrismTheme} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import styles from '../styles.module.css';

interface Props {
  code: string;
  onChange: (code: string) => void;
}

/** The editable source of a demo (react-live's editor, highlighted with the site's Prism theme). */
export default function LiveCodeEditor({code, onChange}: Props): React.JSX.Element {
  const prismTheme = usePrismTheme();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // react-live's editor has no props for these; they belong on the editable element itself.
    const editable = container.current?.querySelector('pre');
    if (editable) {
      editable.setAttribute('role', 'textbox');
      editable.setAttribute('aria-multiline', 'true');
      editable.setAttribute('aria-label', translate({id: 'site.demo.editorLabel', message: 'Live code editor'}));
      editable.setAttribute('tabindex', '0');
    }
  });
  useEffect(() => {
    // react-live's editor (use-editable) reads the edited text only on keyup and paste. Text that
    // arrives without a key (dictation and voice control, drag and drop, an input method's commit,
    // the context menu) would sit unseen until the next key press: pass it on at once.
    const editable = container.current?.querySelector('pre');
    if (!editable) {
      return undefined;
    }
    const flush = (event: Event) => {
      if (!(event as InputEvent).isComposing) {
        editable.dispatchEvent(new KeyboardEvent('keyup', {bubbles: true}));
      }
    };
    editable.addEventListener('input', flush);
    return () => editable.removeEventListener('input', flush);
  }, []);
  return (
    <div ref={container} className={styles.editor}>
      <Editor code={code} language="tsx" theme={prismTheme} onChange={onChange} tabMode="focus" />
    </div>
  );
}
