import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Release and API stability labels, shared by the changelog and the props tables. */
export const BADGE_KINDS = ['Alpha', 'Beta', 'Experimental', 'Deprecated'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export function isBadgeKind(value: string): value is BadgeKind {
  return (BADGE_KINDS as readonly string[]).includes(value);
}

interface Props {
  kind: BadgeKind;
  className?: string;
}

export default function Badge({kind, className}: Props): React.JSX.Element {
  return <span className={clsx(styles.badge, styles[kind.toLowerCase()], className)}>{kind}</span>;
}
