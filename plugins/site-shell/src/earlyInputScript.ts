/** Global under which the early-input script waits for the site to say it has hydrated (src/client/replayEarlyInput). */
export const EARLY_INPUT_GLOBAL = '__replayEarlyInput';
/** Global the boot script calls when the bundle cannot load: stop holding clicks that nothing will replay. */
export const EARLY_INPUT_RELEASE_GLOBAL = '__releaseEarlyInput';

/**
 * Inline script (the same bytes on every page, so a Content-Security-Policy
 * can allow it by hash) that keeps what a visitor does before the page has
 * hydrated. The bundle starts after the first paint, so for a moment the page
 * is on screen with no handlers: a click on a prerendered button, or text typed
 * into a prerendered field, would reach nothing.
 *
 * Until the site calls `window.__replayEarlyInput()` (once React has hydrated):
 * - clicks are held (not performed) and then dispatched again, in order, on
 *   the same elements; clicks on links are left to the browser, which
 *   navigates without any script;
 * - form submissions are held and submitted again;
 * - fields whose value changed are noted with that value; hydrating keeps a
 *   typed text without telling the component (and puts a select back to its
 *   prerendered option), so each field gets its value again and an `input`
 *   (for a select, `change`) event that React reports as a change.
 * If the bundle fails to load (`window.__releaseEarlyInput()`, called by the
 * boot script), the listeners go and nothing more is held.
 */
export function getEarlyInputScript(): string {
  return `(function () {
  var queue = [];
  function field(target) {
    return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
  }
  function onClick(event) {
    var target = event.target;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push({click: event, target: target});
  }
  function onSubmit(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push({submit: event.target});
  }
  function onEdit(event) {
    if (field(event.target)) queue.push({field: event.target, value: event.target.value});
  }
  function release() {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onEdit, true);
    document.removeEventListener('change', onEdit, true);
    window.${EARLY_INPUT_GLOBAL} = window.${EARLY_INPUT_RELEASE_GLOBAL} = function () {};
    var held = queue;
    queue = [];
    return held;
  }
  function replayField(element, value) {
    if (element instanceof HTMLSelectElement) {
      element.value = value;
      element.dispatchEvent(new Event('change', {bubbles: true}));
      return;
    }
    if (element.type === 'checkbox' || element.type === 'radio') return;
    var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value').set;
    element.value = value === '' ? ' ' : '';
    setter.call(element, value);
    element.dispatchEvent(new Event('input', {bubbles: true}));
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
  window.${EARLY_INPUT_RELEASE_GLOBAL} = release;
  window.${EARLY_INPUT_GLOBAL} = function () {
    release().forEach(function (action) {
      if (action.field) {
        if (action.field.isConnected) replayField(action.field, action.value);
      } else if (action.submit) {
        if (action.submit.isConnected && action.submit.requestSubmit) action.submit.requestSubmit();
      } else if (action.target.isConnected) {
        var e = action.click;
        action.target.dispatchEvent(new MouseEvent('click', {
          bubbles: true, cancelable: true, composed: true, view: window, detail: e.detail,
          clientX: e.clientX, clientY: e.clientY, screenX: e.screenX, screenY: e.screenY,
          button: e.button, buttons: e.buttons,
          ctrlKey: e.ctrlKey, shiftKey: e.shiftKey, altKey: e.altKey, metaKey: e.metaKey
        }));
      }
    });
  };
})();`;
}
