import React, {useRef} from 'react';
import {render} from '@testing-library/react';
import {useChartEngineStarted, useStartForEarlyInteraction} from '../engineStart';

function Chart(): React.JSX.Element {
  const ref = useRef<HTMLElement>(null);
  useStartForEarlyInteraction(ref);
  const started = useChartEngineStarted();
  return (
    <section ref={ref} data-testid="chart">
      {started ? 'engine started' : 'picture'}
    </section>
  );
}

// The engine, once started, stays started for the visit: the tests run in this order.
describe('engine start for a pointer that arrived before hydration', () => {
  afterEach(() => jest.restoreAllMocks());

  it('leaves the picture when neither the pointer nor focus is on the chart', () => {
    const {getByTestId} = render(<Chart />);
    expect(getByTestId('chart').textContent).toBe('picture');
  });

  it('starts the engine when the pointer already rests on the chart', () => {
    jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector.includes(':hover') && this.getAttribute('data-testid') === 'chart';
    });
    const {getByTestId} = render(<Chart />);
    expect(getByTestId('chart').textContent).toBe('engine started');
  });
});
