/** Attribute that marks the search box the early shortcut focuses (set by the SearchBar, theme/SearchBar/). */
export const SEARCH_INPUT_ATTRIBUTE = 'data-search-input';
/** Global under which the early handler waits for the SearchBar to remove it after hydration. */
export const EARLY_SHORTCUT_GLOBAL = '__searchEarlyShortcut';

/**
 * Inline script (the same bytes on every page, so a Content-Security-Policy
 * can allow it by hash) that makes Ctrl/Cmd+K and `/` focus the prerendered
 * search box before React hydrates. `/` typed into a field stays text. Once
 * hydrated, the SearchBar removes this listener and handles the keys itself,
 * so no key is handled twice.
 */
export function getEarlyShortcutScript(): string {
  return `(function () {
  var handler = function (event) {
    if (event.defaultPrevented || event.isComposing || !event.key) return;
    var target = event.target;
    var editable = target && target.closest && (target.isContentEditable ||
      target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])'));
    var chord = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
    var slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !editable;
    if (!chord && !slash) return;
    var inputs = document.querySelectorAll('input[${SEARCH_INPUT_ATTRIBUTE}]');
    var input = inputs[0];
    for (var i = 0; i < inputs.length; i += 1) {
      if (inputs[i].getClientRects().length > 0) { input = inputs[i]; break; }
    }
    if (!input) return;
    event.preventDefault();
    input.focus();
    input.select();
  };
  window.${EARLY_SHORTCUT_GLOBAL} = handler;
  document.addEventListener('keydown', handler);
})();`;
}
