import {act} from '@testing-library/react';

/** Lets fake timers run `ms` forward (the debounce), then lets pending promise callbacks settle. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {
    await Promise.resolve();
  });
}
