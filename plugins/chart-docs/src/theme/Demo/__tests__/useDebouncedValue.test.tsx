import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {useDebouncedValue} from '../useDebouncedValue';
import {LIVE_COMPILE_DEBOUNCE_MS} from '../../../client/constants';

function Probe({value}: {value: string}): React.JSX.Element {
  return <output>{useDebouncedValue(value, LIVE_COMPILE_DEBOUNCE_MS)}</output>;
}

describe('useDebouncedValue (live compile debounce)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes a value on only 500 ms after the last change', () => {
    const {rerender} = render(<Probe value="a" />);
    rerender(<Probe value="ab" />);
    act(() => jest.advanceTimersByTime(300));
    rerender(<Probe value="abc" />);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toHaveTextContent(/^a$/);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(/^abc$/);
  });
});
