import React, {useRef} from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {EARLY_SHORTCUT_GLOBAL} from '../../../earlyShortcutScript';
import {useSearchShortcuts} from '../useSearchShortcuts';

function Page() {
  const inputRef = useRef<HTMLInputElement>(null);
  const label = useSearchShortcuts(inputRef);
  return (
    <>
      <input ref={inputRef} aria-label="Search" placeholder={`Search (${label})`} defaultValue="line" />
      <textarea aria-label="Live code editor" />
      <div contentEditable aria-label="Notes" role="textbox" />
      <button type="button">Copy</button>
    </>
  );
}

const search = () => screen.getByRole<HTMLInputElement>('textbox', {name: 'Search'});
const editor = () => screen.getByRole('textbox', {name: 'Live code editor'});

function setPlatform(platform: string) {
  Object.defineProperty(window.navigator, 'platform', {value: platform, configurable: true});
}

afterEach(() => {
  setPlatform('');
});

describe('useSearchShortcuts', () => {
  it('focuses the box and selects its text on Ctrl+K and Cmd+K, even from a text field', () => {
    render(<Page />);
    editor().focus();
    expect(fireEvent.keyDown(editor(), {key: 'k', ctrlKey: true})).toBe(false);
    expect(search()).toHaveFocus();
    expect([search().selectionStart, search().selectionEnd]).toEqual([0, 4]);
    editor().focus();
    fireEvent.keyDown(editor(), {key: 'K', metaKey: true});
    expect(search()).toHaveFocus();
  });

  it('focuses the box on / outside text fields only', () => {
    render(<Page />);
    screen.getByRole('button', {name: 'Copy'}).focus();
    expect(fireEvent.keyDown(screen.getByRole('button', {name: 'Copy'}), {key: '/'})).toBe(false);
    expect(search()).toHaveFocus();
    editor().focus();
    expect(fireEvent.keyDown(editor(), {key: '/'})).toBe(true);
    expect(editor()).toHaveFocus();
    const notes = screen.getByRole('textbox', {name: 'Notes'});
    expect(fireEvent.keyDown(notes, {key: '/'})).toBe(true);
  });

  it('ignores chords with Shift or Alt, and keys another handler already took', () => {
    render(<Page />);
    fireEvent.keyDown(document.body, {key: 'k', ctrlKey: true, shiftKey: true});
    fireEvent.keyDown(document.body, {key: 'k', ctrlKey: true, altKey: true});
    fireEvent.keyDown(document.body, {key: '/', ctrlKey: true});
    expect(search()).not.toHaveFocus();
    document.body.addEventListener('keydown', (event) => event.preventDefault(), {once: true});
    fireEvent.keyDown(document.body, {key: 'k', ctrlKey: true});
    expect(search()).not.toHaveFocus();
  });

  it('names the shortcut Ctrl+K, or ⌘K on Apple devices', () => {
    const {unmount} = render(<Page />);
    expect(search()).toHaveAttribute('placeholder', 'Search (Ctrl+K)');
    unmount();
    setPlatform('MacIntel');
    render(<Page />);
    expect(search()).toHaveAttribute('placeholder', 'Search (⌘K)');
  });

  it('takes the keys over from the inline pre-hydration handler, so none is handled twice', () => {
    const early = jest.fn();
    const earlyWindow = window as Window & {[EARLY_SHORTCUT_GLOBAL]?: (event: KeyboardEvent) => void};
    earlyWindow[EARLY_SHORTCUT_GLOBAL] = early;
    document.addEventListener('keydown', early);
    render(<Page />);
    fireEvent.keyDown(document.body, {key: 'k', ctrlKey: true});
    expect(early).not.toHaveBeenCalled();
    expect(search()).toHaveFocus();
    expect(earlyWindow[EARLY_SHORTCUT_GLOBAL]).toBeUndefined();
  });
});
