import copy from 'copy-to-clipboard';

/** The copy shortcut a visitor's system uses: `Cmd+C` on Apple systems, `Ctrl+C` elsewhere. */
export function getCopyShortcut(platform: string): 'Cmd+C' | 'Ctrl+C' {
  return /mac|iphone|ipad|ipod/i.test(platform) ? 'Cmd+C' : 'Ctrl+C';
}

/**
 * The text of the prompt shown when the clipboard is refused:
 * `Copy to clipboard: Ctrl+C, Enter` (`Cmd+C` on Apple platforms).
 * copy-to-clipboard would write `⌘+C` for its own `#{key}` placeholder, so the
 * message carries the shortcut already and no placeholder.
 */
export function getCopyPromptMessage(platform: string): string {
  return `Copy to clipboard: ${getCopyShortcut(platform)}, Enter`;
}

function currentPlatform(): string {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  return nav.userAgentData?.platform || nav.platform || nav.userAgent || '';
}

/**
 * Copies text, trying in turn: the async Clipboard API (where the page may
 * use it), `document.execCommand('copy')`, and finally a `window.prompt`
 * holding the text for the visitor to copy by hand (both through
 * copy-to-clipboard). Resolves to whether the text reached the clipboard.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied, document not focused, or an insecure context: fall through.
    }
  }
  return copy(text, {message: getCopyPromptMessage(currentPlatform())});
}

/** Copies a demo's source; see {@link copyText}. */
export function copyCode(code: string): Promise<boolean> {
  return copyText(code);
}
