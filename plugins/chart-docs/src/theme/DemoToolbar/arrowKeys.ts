import type React from 'react';

/** Moves focus between the toolbar's controls with the arrow keys, Home and End (WAI-ARIA toolbar pattern). */
export function handleArrowKeys(event: React.KeyboardEvent<HTMLDivElement>): void {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) {
    return;
  }
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button, a[href]'));
  const current = controls.indexOf(document.activeElement as HTMLElement);
  if (current === -1) {
    return;
  }
  const last = controls.length - 1;
  const next = {
    ArrowLeft: current === 0 ? last : current - 1,
    ArrowRight: current === last ? 0 : current + 1,
    Home: 0,
    End: last,
  }[event.key]!;
  event.preventDefault();
  controls[next]?.focus();
}
