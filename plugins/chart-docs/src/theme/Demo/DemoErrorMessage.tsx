import React from 'react';
import Translate from '@docusaurus/Translate';
import {describeError} from '@site/plugins/site-shell/src/client';
import styles from './styles.module.css';

export default function DemoErrorMessage({error}: {error: unknown}): React.JSX.Element {
  const message = describeError(error);
  return (
    <div className={styles.error} role="alert">
      <strong>
        <Translate id="site.demo.error">This demo failed to render</Translate>
      </strong>
      <pre>{message}</pre>
    </div>
  );
}
