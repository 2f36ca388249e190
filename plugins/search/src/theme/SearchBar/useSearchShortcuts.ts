import {useEffect, useState, type RefObject} from 'react';
import {EARLY_SHORTCUT_GLOBAL} from '../../earlyShortcutScript';

/** True when a key typed in this element is text for it (another input, the live code editor). */
function isEditableTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null)
  );
}

/**
 * Ctrl+K / Cmd+K anywhere, and `/` outside editable fields, focus the input and select its text;
 * the inline handler that served them before hydration (earlyShortcutScript) is removed, so no key
 * is handled twice. Returns the shortcut's label (`Ctrl+K`, `⌘K` on Apple devices after hydration).
 */
export function useSearchShortcuts(inputRef: RefObject<HTMLInputElement | null>): string {
  const [label, setLabel] = useState('Ctrl+K');
  useEffect(() => {
    const hints = (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData;
    if (/mac|iphone|ipad/i.test(hints?.platform ?? navigator.platform)) setLabel('⌘K');
  }, []);

  useEffect(() => {
    const early = window as Window & {[EARLY_SHORTCUT_GLOBAL]?: (event: KeyboardEvent) => void};
    if (early[EARLY_SHORTCUT_GLOBAL]) document.removeEventListener('keydown', early[EARLY_SHORTCUT_GLOBAL]);
    delete early[EARLY_SHORTCUT_GLOBAL];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const {key, ctrlKey, metaKey, altKey, shiftKey} = event;
      const chord = (ctrlKey || metaKey) && !altKey && !shiftKey && key.toLowerCase() === 'k';
      const slash = key === '/' && !ctrlKey && !metaKey && !altKey && !isEditableTarget(event.target);
      if (!chord && !slash) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);

  return label;
}
