import React from 'react';
import {act, render} from '@testing-library/react';
import {ENGINE_QUIET_START_MS} from '../../constants';
import {Chart, idleOnNextTimer, primaryPointer} from './engineStartHarness';

/** A stand-in for the browser's long-task entries, which jsdom does not have. */
class LongTaskObserver {
  static instances: LongTaskObserver[] = [];
  static readonly supportedEntryTypes = ['longtask'];
  connected = false;
  constructor(private readonly callback: () => void) {
    LongTaskObserver.instances.push(this);
  }
  observe(): void {
    this.connected = true;
  }
  disconnect(): void {
    this.connected = false;
  }
  static longTask(): void {
    LongTaskObserver.instances.filter((observer) => observer.connected).forEach((observer) => observer.callback());
  }
}

describe('engine start once the page has settled, on a touch screen', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    primaryPointer('touch');
    Object.assign(globalThis, {PerformanceObserver: LongTaskObserver});
    idleOnNextTimer();
  });

  it('waits for the quiet period after load, counted again from each long task', () => {
    const {container} = render(<Chart />);
    expect(document.readyState).toBe('complete');
    act(() => jest.advanceTimersByTime(ENGINE_QUIET_START_MS - 100));
    expect(container.textContent).toBe('picture');
    act(() => LongTaskObserver.longTask());
    act(() => jest.advanceTimersByTime(ENGINE_QUIET_START_MS - 100));
    expect(container.textContent).toBe('picture');
    act(() => jest.advanceTimersByTime(200));
    expect(container.textContent).toBe('engine started');
    expect(LongTaskObserver.instances.every((observer) => !observer.connected)).toBe(true);
  });
});
