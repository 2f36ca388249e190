import React, {useCallback, useState} from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';

/**
 * The site's wrapper must hand the package's component the demo's props as a
 * plain app would: the package redraws its chart for any new function in its
 * config, so the wrapper's `onReady` must change exactly when the demo's does,
 * and the site's own work (the figure getting the plot) must not render the
 * chart again. The package's component is replaced by one that records what it
 * gets; the engine cannot draw in jsdom.
 */
const renders: Array<Record<string, unknown>> = [];
const mounts: Array<Record<string, unknown>> = [];

jest.mock('@ant-design/plots/es/index.js', () => {
  const ReactInMock = jest.requireActual<typeof React>('react');
  const Recorder = ReactInMock.forwardRef(function Recorder(props: Record<string, unknown>, _ref) {
    renders.push(props);
    ReactInMock.useEffect(() => {
      mounts.push(props);
      (props.onReady as ((plot: object) => void) | undefined)?.({chart: undefined});
      // Once, as the package's mount effect does.
    }, []);
    return <div data-testid="chart" />;
  });
  const charts = Object.fromEntries(
    ['Area', 'Bar', 'BidirectionalBar', 'Box', 'Bullet', 'Chord', 'CirclePacking', 'Column', 'DualAxes', 'Facet']
      .concat(['Funnel', 'Gauge', 'Heatmap', 'Histogram', 'Line', 'Liquid', 'Mix', 'MultiView', 'Pie', 'Progress'])
      .concat(['Radar', 'RadialBar', 'RingProgress', 'Rose', 'Sankey', 'Scatter', 'Stock', 'Sunburst', 'TinyArea'])
      .concat(['TinyColumn', 'TinyLine', 'Treemap', 'Venn', 'Violin', 'Waterfall', 'WordCloud'])
      .map((name) => [name, Recorder]),
  );
  return {__esModule: true, ...charts};
});

// Imported after the mock is declared (babel-jest hoists jest.mock above the imports).
import {Line, Mix, Sankey} from '../themedPlots';

const data = [{x: 'a', y: 1}];

function StableDemo(): React.JSX.Element {
  const [clicks, setClicks] = useState(0);
  const onReady = useCallback(() => undefined, []);
  return (
    <>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Click {clicks}
      </button>
      <Line data={data} xField="x" yField="y" onReady={onReady} />
    </>
  );
}

function InlineDemo(): React.JSX.Element {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Click {clicks}
      </button>
      <Line data={data} xField="x" yField="y" onReady={() => undefined} />
    </>
  );
}

beforeEach(() => {
  renders.length = 0;
  mounts.length = 0;
  document.documentElement.removeAttribute('data-theme');
  // jsdom has no matchMedia; the visitor here has no motion preference.
  window.matchMedia = (query: string) =>
    ({matches: false, media: query, addEventListener() {}, removeEventListener() {}}) as unknown as MediaQueryList;
});

describe('the site chart wrapper', () => {
  it('renders the chart once for its mount: the plot reaching the figure renders nothing again', () => {
    render(<StableDemo />);
    expect(screen.getByTestId('chart')).toBeInTheDocument();
    expect(renders).toHaveLength(1);
  });

  it("keeps onReady the same function while the demo's is", () => {
    render(<StableDemo />);
    act(() => fireEvent.click(screen.getByRole('button')));
    act(() => fireEvent.click(screen.getByRole('button')));
    expect(renders).toHaveLength(3);
    expect(renders[1]!.onReady).toBe(renders[0]!.onReady);
    expect(renders[2]!.onReady).toBe(renders[0]!.onReady);
  });

  it('gives a new onReady when the demo passes a new one, as the package would get', () => {
    render(<InlineDemo />);
    act(() => fireEvent.click(screen.getByRole('button')));
    expect(renders).toHaveLength(2);
    expect(renders[1]!.onReady).not.toBe(renders[0]!.onReady);
  });

  it('passes the demo options with their identities and adds only the theme (and a pattern where shapes are filled)', () => {
    render(<StableDemo />);
    const props = renders[0]!;
    expect(props.data).toBe(data);
    expect(props.theme).toBe('default');
    const added = Object.keys(props).filter((key) => !['data', 'xField', 'yField', 'onReady'].includes(key));
    expect(added.filter((key) => key !== 'pattern')).toEqual(['theme']);
  });

  it('updates the theme in place when the colour mode changes', async () => {
    render(<Line data={data} xField="x" yField="y" />);
    await act(async () => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(renders.at(-1)!.theme).toBe('dark');
    expect(mounts).toHaveLength(1);
  });

  // The package's update recurses for a new `theme` on these (REMOUNT_ON_COLOR_MODE in themedPlots.tsx).
  it.each([
    ['Mix', Mix],
    ['Sankey', Sankey],
  ])('remounts %s when the colour mode changes, and only then', async (_name, Chart) => {
    const Any = Chart as unknown as React.ComponentType<Record<string, unknown>>;
    const {rerender} = render(<Any data={data} />);
    rerender(<Any data={data} />);
    expect(mounts).toHaveLength(1);
    await act(async () => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(mounts).toHaveLength(2);
    expect(mounts[1]!.theme).toBe('dark');
  });
});
