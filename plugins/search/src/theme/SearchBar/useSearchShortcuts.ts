import {useEffect, useState, type RefObject} from 'react';
import {EARLY_SHORTCUT_GLOBAL} from '../../earlyShortcutScript';

type EarlyShortcutWindow = Window & {[EARLY_SHORTCUT_GLOBAL]?: (event: KeyboardEvent) => void};

/** Removes the inline handler that served the keys before hydration (plugins/search earlyShortcutScript). */
function takeOverEarlyShortcut(): void {
  const early = (window as EarlyShortcutWindow)[EARLY_SHORTCUT_GLOBAL];
  if (early) {
    document.removeEventListener('keydown', early);
    delete (window as EarlyShortcutWindow)[EARLY_SHORTCUT_GLOBAL];
  }
}

/** True when a key typed in this element is text for it (another input, the live code editor). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null
  );
}

function isApplePlatform(): boolean {
  const platform =
    (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad/i.test(platform);
}

/**
 * Ctrl+K / Cmd+K anywhere, and `/` outside editable fields, focus the input
 * and select its text. Returns the shortcut's label for this platform
 * (`Ctrl+K`, or `⌘K` on Apple devices, known only after hydration).
 */
export function useSearchShortcuts(inputRef: RefObject<HTMLInputElement | null>): string {
  const [label, setLabel] = useState('Ctrl+K');

  useEffect(() => {
    if (isApplePlatform()) {
      setLabel('⌘K');
    }
  }, []);

  useEffect(() => {
    takeOverEarlyShortcut();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) {
        return;
      }
      const chord =
        (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditableTarget(event.target);
      if (!chord && !slash) {
        return;
      }
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);

  return label;
}
