import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {useSingleFlight} from '../useSingleFlight';

const HOLD_MS = 1000;

function Buttons({open, copy}: {open: () => void; copy: () => Promise<void>}) {
  const flight = useSingleFlight<'open' | 'copy'>(HOLD_MS);
  return (
    <>
      <button type="button" aria-busy={flight.isBusy('open')} onClick={() => void flight.run('open', open)}>
        Open
      </button>
      <button type="button" aria-busy={flight.isBusy('copy')} onClick={() => void flight.run('copy', copy)}>
        Copy
      </button>
    </>
  );
}

describe('useSingleFlight', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs an action that finishes at once only once for a double or triple click', async () => {
    const open = jest.fn();
    render(<Buttons open={open} copy={() => Promise.resolve()} />);
    const button = screen.getByRole('button', {name: 'Open'});
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(open).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(HOLD_MS / 2);
    });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(open).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(HOLD_MS / 2);
    });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('ignores repeats until a slow action settles, and guards each action on its own', async () => {
    let finish: () => void = () => undefined;
    const copy = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const open = jest.fn();
    render(<Buttons open={open} copy={copy} />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy'}));
    expect(screen.getByRole('button', {name: 'Copy'})).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(HOLD_MS * 3);
    });
    fireEvent.click(screen.getByRole('button', {name: 'Copy'}));
    expect(copy).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', {name: 'Open'}));
    expect(open).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', {name: 'Copy'})).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(screen.getByRole('button', {name: 'Copy'}));
    expect(copy).toHaveBeenCalledTimes(2);
  });

  it('releases the guard after a failure and hands the error to the caller', async () => {
    jest.useRealTimers();
    function Failing() {
      const flight = useSingleFlight<'open'>(0);
      const [error, setError] = React.useState('');
      return (
        <button
          type="button"
          onClick={() =>
            flight
              .run('open', () => {
                throw new Error('popup blocked');
              })
              .catch((reason: Error) => setError(reason.message))
          }
        >
          {error || 'Open'}
        </button>
      );
    }
    render(<Failing />);
    fireEvent.click(screen.getByRole('button', {name: 'Open'}));
    expect(await screen.findByRole('button', {name: 'popup blocked'})).toBeInTheDocument();
  });
});
