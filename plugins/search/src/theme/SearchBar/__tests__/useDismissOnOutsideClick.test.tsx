import React, {useRef} from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {useDismissOnOutsideClick} from '../useListboxKeyboard';

const onDismiss = jest.fn<void, []>();

function Page({active}: {active: boolean}) {
  const ref = useRef<HTMLDivElement>(null);
  useDismissOnOutsideClick(ref, active, onDismiss);
  return (
    <>
      <div ref={ref}>
        <button type="button">Inside</button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', {name});

beforeEach(() => onDismiss.mockReset());

describe('useDismissOnOutsideClick', () => {
  it('dismisses on a mouse press or a touch outside, not inside', () => {
    render(<Page active />);
    fireEvent.mouseDown(button('Inside'));
    fireEvent.touchStart(button('Inside'));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseDown(button('Outside'));
    fireEvent.touchStart(document.body);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('does nothing while inactive', () => {
    const {rerender} = render(<Page active={false} />);
    fireEvent.mouseDown(button('Outside'));
    expect(onDismiss).not.toHaveBeenCalled();
    rerender(<Page active />);
    rerender(<Page active={false} />);
    fireEvent.mouseDown(button('Outside'));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
