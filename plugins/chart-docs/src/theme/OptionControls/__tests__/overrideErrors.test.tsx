import React, {useContext} from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import type {ComponentType} from 'react';
import type {DemoEntry} from '../../../client/charts/demoRegistry';
import {ChartOverridesContext} from '../../../client/charts/chartOverrides';
import {ChartOptionsProvider, useChartOptions} from '../ChartOptionsContext';

const loadDemoComponent = jest.fn<Promise<ComponentType>, [DemoEntry]>();
jest.mock('../../../client/charts/demoRegistry', () => ({
  loadDemoComponent: (entry: DemoEntry) => loadDemoComponent(entry),
}));

/** Stands for a chart whose engine throws on one value of an option. */
function FragileChart(): React.JSX.Element {
  const radius = useContext(ChartOverridesContext)?.values.radius;
  if (radius === 0) throw new Error('radius must be positive');
  return <p>{`chart drawn with radius ${String(radius ?? 'default')}`}</p>;
}

/** The chart page in small: controls that set options, and the Usage demo drawing with them. */
function Page({children}: {children: React.ReactNode}): React.JSX.Element {
  const options = useChartOptions();
  const overrides = React.useMemo(
    () => (options ? {values: options.values, generation: options.generation} : null),
    [options],
  );
  return (
    <>
      <button type="button" onClick={() => options?.setValue('radius', 0)}>
        break
      </button>
      <button type="button" onClick={() => options?.setValue('radius', 0.5)}>
        half
      </button>
      <button type="button" onClick={() => options?.replaceAll({})}>
        Reset options
      </button>
      <ChartOverridesContext.Provider value={overrides}>{children}</ChartOverridesContext.Provider>
    </>
  );
}

describe('a value that makes the chart throw', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error inside the demo, keeps the controls working, and Reset recovers', async () => {
    loadDemoComponent.mockResolvedValue(FragileChart);
    const {default: DemoPreview} = await import('../../Demo/DemoPreview');
    render(
      <ChartOptionsProvider>
        <Page>
          <DemoPreview entry={{id: 'pie-fragile'} as DemoEntry} />
        </Page>
      </ChartOptionsProvider>,
    );
    expect(await screen.findByText('chart drawn with radius default')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', {name: 'break'}));
    expect(screen.getByRole('alert')).toHaveTextContent('radius must be positive');

    // Another value is drawn again without a reload.
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'half'})));
    expect(screen.getByText('chart drawn with radius 0.5')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', {name: 'break'}));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Reset options'})));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('chart drawn with radius default')).toBeInTheDocument();
  });
});
