import React from 'react';
import {act, render} from '@testing-library/react';
import {Chart, idleOnNextTimer, primaryPointer} from './engineStartHarness';

describe('engine start with a mouse', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // No long-task entries: the settled wait, were it used, would last ENGINE_QUIET_START_MS (5 s).
    Object.assign(globalThis, {PerformanceObserver: undefined});
    idleOnNextTimer();
  });

  it('starts at the first idle moment after hydration, without waiting for the page to settle', () => {
    primaryPointer('mouse');
    const {container} = render(<Chart />);
    expect(container.textContent).toBe('picture');
    act(() => jest.advanceTimersByTime(1));
    expect(container.textContent).toBe('engine started');
  });
});
