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
  return (
    <div ref={container} className={styles.editor}>
      <Editor code={code} language="tsx" theme={prismTheme} onChange={onChange} tabMode="focus" />
    </div>
  );
}
