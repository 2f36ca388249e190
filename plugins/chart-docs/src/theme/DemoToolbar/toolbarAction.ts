import type React from 'react';

/** What every control of the demo toolbar has: an icon with a name and a tooltip. */
interface ActionBase {
  /** Stable key in the list (the name changes with the state, e.g. `Show code` / `Hide code`). */
  id: string;
  /** Accessible name: tests and assistive technology find the control by it, so it stays in English. */
  name: string;
  /** Visible tooltip text (translated). */
  tooltip: string;
  icon: React.ReactNode;
  /** False hides the control (e.g. `Reset` while the code is as written); shown when left out. */
  visible?: boolean;
}

/** A control that is a native `<button>`. */
interface ButtonBase extends ActionBase {
  onClick: () => void;
  /** For moving focus back to the control (after `Reset` disappears, or a panel closes). */
  ref?: React.Ref<HTMLButtonElement>;
}

/** Runs a task; `busy` while it runs (repeats are ignored meanwhile). */
interface ToolbarCommand extends ButtonBase {
  kind: 'button';
  busy?: boolean;
}

/** Shows or hides a panel (`aria-expanded`, `aria-controls`). */
interface ToolbarDisclosure extends ButtonBase {
  kind: 'disclosure';
  expanded: boolean;
  /** Id of the panel, while there is one to point at. */
  controls?: string;
}

/** A switch that stays on or off (`aria-pressed`). */
export interface ToolbarToggle extends ButtonBase {
  kind: 'toggle';
  pressed: boolean;
}

/** A page of its own, opened in a new tab. */
interface ToolbarLink extends ActionBase {
  kind: 'link';
  href: string;
}

export type ToolbarAction = ToolbarCommand | ToolbarDisclosure | ToolbarToggle | ToolbarLink;
