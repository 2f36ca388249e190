import {EARLY_SHORTCUT_GLOBAL, getEarlyShortcutScript} from '../earlyShortcutScript';

type EarlyWindow = Window & {[EARLY_SHORTCUT_GLOBAL]?: (event: KeyboardEvent) => void};

function press(target: EventTarget, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init});
  target.dispatchEvent(event);
  return event;
}

describe('early search shortcut script', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<input data-search-input="" aria-label="Search" /><textarea aria-label="Notes"></textarea>';
    // Runs the inline script as the browser would.
    new Function(getEarlyShortcutScript())();
  });
  afterEach(() => {
    const handler = (window as EarlyWindow)[EARLY_SHORTCUT_GLOBAL];
    if (handler) document.removeEventListener('keydown', handler);
    delete (window as EarlyWindow)[EARLY_SHORTCUT_GLOBAL];
  });
  const search = () => document.querySelector('input')!;

  it('focuses the search box on Ctrl+K, Cmd+K and /', () => {
    for (const init of [{key: 'k', ctrlKey: true}, {key: 'K', metaKey: true}, {key: '/'}]) {
      (document.activeElement as HTMLElement | null)?.blur();
      const event = press(document.body, init);
      expect(document.activeElement).toBe(search());
      expect(event.defaultPrevented).toBe(true);
    }
  });

  it('leaves / typed into a field alone, and other keys', () => {
    const notes = document.querySelector('textarea')!;
    notes.focus();
    expect(press(notes, {key: '/'}).defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(notes);
    expect(press(document.body, {key: 'k'}).defaultPrevented).toBe(false);
    expect(press(document.body, {key: 'k', ctrlKey: true, shiftKey: true}).defaultPrevented).toBe(false);
  });

  it('is the same text on every call (a CSP hash covers it)', () => {
    expect(getEarlyShortcutScript()).toBe(getEarlyShortcutScript());
  });
});
