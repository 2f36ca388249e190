import React from 'react';
import type {ToolbarAction} from './toolbarAction';
import styles from './styles.module.css';

/**
 * One control of the demo toolbar, whatever its kind: an icon whose name is
 * its `aria-label` and whose tooltip is `data-tooltip`. Buttons are native
 * (Enter and Space click them); the state each kind announces sets the look
 * too (styles.module.css colours `aria-expanded`, `aria-pressed`, `aria-busy`).
 */
export function ToolbarButton({action}: {action: ToolbarAction}): React.JSX.Element {
  if (action.kind === 'link') {
    return (
      <a
        className={styles.action}
        href={action.href}
        target="_blank"
        rel="noopener"
        aria-label={action.name}
        data-tooltip={action.tooltip}
      >
        {action.icon}
      </a>
    );
  }
  return (
    <button
      ref={action.ref}
      type="button"
      className={styles.action}
      aria-label={action.name}
      aria-expanded={action.kind === 'disclosure' ? action.expanded : undefined}
      aria-controls={action.kind === 'disclosure' ? action.controls : undefined}
      aria-pressed={action.kind === 'toggle' ? action.pressed : undefined}
      aria-busy={(action.kind === 'button' && action.busy) || undefined}
      data-tooltip={action.tooltip}
      onClick={action.onClick}
    >
      {action.icon}
    </button>
  );
}
