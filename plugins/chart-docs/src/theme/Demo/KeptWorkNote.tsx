import React from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Says that work from earlier in this tab (edited code, changed options) was
 * brought back after a reload, with a button to drop it.
 */
export default function KeptWorkNote({
  children,
  onDiscard,
}: {
  children: React.ReactNode;
  onDiscard: () => void;
}): React.JSX.Element {
  return (
    <p className={styles.keptNote} role="note">
      <span>{children}</span>
      <button type="button" className="button button--sm button--secondary" onClick={onDiscard}>
        <Translate id="site.demo.discardKept">Discard</Translate>
      </button>
    </p>
  );
}
