import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {useListboxKeyboard} from '../useListboxKeyboard';

const onChoose = jest.fn<void, [string]>();
const onEscapeWhenClosed = jest.fn<void, []>();

/** A bare combobox: the input, and the options while the popup is open. */
function Combobox({items, enabled = true}: {items: string[]; enabled?: boolean}) {
  const {open, setOpen, active, optionId, onKeyDown} = useListboxKeyboard({
    items,
    enabled,
    idPrefix: 'box',
    onChoose,
    onEscapeWhenClosed,
  });
  return (
    <>
      <input
        role="combobox"
        aria-label="Search"
        aria-expanded={open}
        aria-controls="box-listbox"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div role="listbox" id="box-listbox" aria-label="Results" hidden={!open}>
        {items.map((item, index) => (
          <div key={item} id={optionId(index)} role="option" aria-selected={index === active}>
            {item}
          </div>
        ))}
      </div>
    </>
  );
}

const input = () => screen.getByRole('combobox', {name: 'Search'});
const press = (key: string) => fireEvent.keyDown(input(), {key});
const activeText = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

beforeEach(() => {
  onChoose.mockReset();
  onEscapeWhenClosed.mockReset();
});

describe('useListboxKeyboard', () => {
  it('opens the popup and wraps around with the arrow keys', () => {
    render(<Combobox items={['line', 'area', 'pie']} />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    press('ArrowUp');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(activeText()).toBe('pie');
    press('ArrowDown');
    expect(activeText()).toBe('line');
    expect(screen.getByRole('option', {name: 'line'})).toHaveAttribute('aria-selected', 'true');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(activeText()).toBe('line');
  });

  it('leaves the arrow keys alone without options or while disabled', () => {
    const {rerender} = render(<Combobox items={[]} />);
    expect(press('ArrowDown')).toBe(true);
    rerender(<Combobox items={['line']} enabled={false} />);
    expect(press('ArrowDown')).toBe(true);
    expect(activeText()).toBeNull();
  });

  it('chooses the active option with Enter, or the first one, and closes', () => {
    render(<Combobox items={['line', 'area', 'pie']} />);
    press('Enter');
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.focus(input());
    press('Enter');
    expect(onChoose).toHaveBeenLastCalledWith('line');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(onChoose).toHaveBeenLastCalledWith('area');
    expect(activeText()).toBeNull();
  });

  it('closes on Escape first, and only then hands Escape on', () => {
    render(<Combobox items={['line', 'area']} />);
    press('ArrowDown');
    expect(press('Escape')).toBe(false);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(activeText()).toBeNull();
    expect(onEscapeWhenClosed).not.toHaveBeenCalled();
    press('Escape');
    expect(onEscapeWhenClosed).toHaveBeenCalledTimes(1);
  });

  it('makes no option active when a new list arrives', () => {
    const {rerender} = render(<Combobox items={['line', 'area']} />);
    press('ArrowDown');
    press('ArrowDown');
    expect(activeText()).toBe('area');
    rerender(<Combobox items={['pie', 'bar']} />);
    expect(activeText()).toBeNull();
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
    ]);
  });

  it('scrolls the active option into view', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<Combobox items={['line', 'area']} />);
      press('ArrowDown');
      press('ArrowDown');
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
      expect(scrollIntoView.mock.contexts[1]).toBe(screen.getByRole('option', {name: 'area'}));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('calls onEnterWithoutActive, when given, for Enter with no active option', () => {
    const onEnterWithoutActive = jest.fn();
    const items = ['line', 'pie'];
    function WithFallback() {
      const {onKeyDown, setOpen} = useListboxKeyboard({
        items,
        enabled: true,
        idPrefix: 'fallback',
        onChoose,
        onEnterWithoutActive,
        onEscapeWhenClosed,
      });
      return <input role="combobox" aria-label="Search" onFocus={() => setOpen(true)} onKeyDown={onKeyDown} />;
    }
    render(<WithFallback />);
    fireEvent.focus(input());
    press('Enter');
    expect(onEnterWithoutActive).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.focus(input());
    press('ArrowDown');
    press('Enter');
    expect(onChoose).toHaveBeenCalledWith('line');
    expect(onEnterWithoutActive).toHaveBeenCalledTimes(1);
  });
});
