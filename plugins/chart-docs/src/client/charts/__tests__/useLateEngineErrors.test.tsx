import React, {useContext} from 'react';
import {act, render, screen} from '@testing-library/react';
import DemoErrorBoundary from '../../../theme/Demo/DemoErrorBoundary';
import {ChartOverridesContext, type ChartOverrides} from '../chartOverrides';
import {LATE_ENGINE_ERROR_MS, useLateEngineErrors} from '../useLateEngineErrors';

/** Stands for a chart whose engine fails after React's effects, as G2 does in promises and animation frames. */
function LateFailingChart(): React.JSX.Element {
  const overrides = useContext(ChartOverridesContext);
  useLateEngineErrors(overrides);
  return <p>chart</p>;
}

function Page({overrides}: {overrides: ChartOverrides | null}): React.JSX.Element {
  return (
    <DemoErrorBoundary resetKey={overrides}>
      <ChartOverridesContext.Provider value={overrides}>
        <LateFailingChart />
      </ChartOverridesContext.Provider>
    </DemoErrorBoundary>
  );
}

/**
 * Dispatches an uncaught-error event as the browser does for a throw in a
 * frame callback; says whether the page's listeners handled it. (The test's
 * own last listener then handles it, so jsdom does not fail the test.)
 */
function uncaught(error: Error): {defaultPrevented: boolean} {
  const seen = {defaultPrevented: false};
  const last = (event: Event): void => {
    seen.defaultPrevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('error', last, {once: true});
  window.dispatchEvent(new ErrorEvent('error', {error, message: error.message, cancelable: true}));
  return seen;
}

function unhandledRejection(reason: unknown): Event {
  const event = Object.assign(new Event('unhandledrejection', {cancelable: true}), {reason});
  window.dispatchEvent(event);
  return event;
}

describe('useLateEngineErrors', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows an engine error that follows an option change inside the demo, handled', () => {
    const changed = {values: {'point.size': 5}, generation: 0};
    const {rerender} = render(<Page overrides={changed} />);
    let event: {defaultPrevented: boolean} | undefined;
    act(() => {
      event = uncaught(new Error('radius (-5) is negative'));
    });
    expect(event?.defaultPrevented).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The chart could not be drawn with the changed options (Error: radius (-5) is negative). Reset the last option, or Reset options.',
    );
    // The next change draws again.
    rerender(<Page overrides={{values: {'point.size': 6}, generation: 0}} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('chart')).toBeInTheDocument();
  });

  it('takes an unhandled promise rejection (G2 renders labels in a promise) the same way', () => {
    render(<Page overrides={{values: {'label.type': 'nope'}, generation: 0}} />);
    let event: Event | undefined;
    act(() => {
      event = unhandledRejection(new TypeError('nj(...) is not a constructor'));
    });
    expect(event?.defaultPrevented).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('TypeError: nj(...) is not a constructor');
  });

  it('leaves errors alone without changed options, and after the window has passed', () => {
    const {rerender} = render(<Page overrides={null} />);
    expect(uncaught(new Error('not ours')).defaultPrevented).toBe(false);
    rerender(<Page overrides={{values: {}, generation: 1}} />);
    expect(uncaught(new Error('not ours either')).defaultPrevented).toBe(false);
    rerender(<Page overrides={{values: {smooth: true}, generation: 1}} />);
    act(() => {
      jest.advanceTimersByTime(LATE_ENGINE_ERROR_MS + 1);
    });
    expect(uncaught(new Error('much later')).defaultPrevented).toBe(false);
    expect(screen.getByText('chart')).toBeInTheDocument();
  });
});
