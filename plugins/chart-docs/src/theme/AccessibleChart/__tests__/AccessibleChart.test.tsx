import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import AccessibleChart, {type ReadyPlot} from '../index';
import {ChartDemoContext, type DrawnChart} from '../../../client/charts/chartDemoContext';

const data = [
  {month: 'Jan', users: 10},
  {month: 'Feb', users: 30},
  {month: 'Mar', users: 20},
];
const options = {data, xField: 'month', yField: 'users', meta: {users: {alias: 'Users'}}};

function fakePlot(): ReadyPlot & {shown: Array<{x: number; y: number}>; hidden: number} {
  const state = {shown: [] as Array<{x: number; y: number}>, hidden: 0};
  const chart = {
    getCoordinate: () => ({isPolar: false}),
    geometries: [{dataArray: [data.map((record, index) => ({x: 10 + index * 10, y: 50, _origin: record}))]}],
    showTooltip: (point: {x: number; y: number}) => state.shown.push(point),
    hideTooltip: () => {
      state.hidden += 1;
    },
  };
  return Object.assign(state, {chart});
}

function renderChart(plot: ReadyPlot | null, onChart = jest.fn()) {
  render(
    <ChartDemoContext.Provider value={{title: 'Monthly users', description: 'Users per month.', onChart}}>
      <AccessibleChart type="line" options={options} plot={plot}>
        <canvas />
      </AccessibleChart>
    </ChartDemoContext.Provider>,
  );
  return screen.getByRole('figure', {name: 'Monthly users'});
}

describe('AccessibleChart', () => {
  it('is a focusable figure named after the demo and described by it and its data', () => {
    const figure = renderChart(null);
    expect(figure).toHaveAttribute('tabindex', '0');
    expect(figure).toHaveAccessibleDescription(
      'Users per month. Line chart, 3 points, Users from 10 to 30, highest in Feb. ' +
        'Use the arrow keys to move between data points.',
    );
  });

  it('hands the drawn chart to the demo, with the records it draws', () => {
    const onChart = jest.fn<void, [DrawnChart | null]>();
    renderChart(fakePlot(), onChart);
    const drawn = onChart.mock.calls.at(-1)?.[0];
    expect(drawn?.type).toBe('line');
    expect(drawn?.options().data).toBe(data);
  });

  it('walks the points with the arrow keys, showing the tooltip and announcing each', () => {
    const plot = fakePlot();
    const figure = renderChart(plot);
    const announcer = figure.querySelector('[aria-live]');
    fireEvent.keyDown(figure, {key: 'ArrowRight'});
    expect(announcer).toHaveTextContent('month: Jan, Users: 10. Point 1 of 3.');
    expect(plot.shown.at(-1)).toEqual({x: 10, y: 50});
    fireEvent.keyDown(figure, {key: 'End'});
    expect(announcer).toHaveTextContent('month: Mar, Users: 20. Point 3 of 3.');
    fireEvent.keyDown(figure, {key: 'ArrowLeft'});
    expect(announcer).toHaveTextContent('month: Feb, Users: 30. Point 2 of 3.');
    fireEvent.keyDown(figure, {key: 'Escape'});
    expect(announcer).toHaveTextContent('');
    expect(plot.hidden).toBeGreaterThan(0);
  });

  it('ignores keys before the chart has drawn', () => {
    const figure = renderChart(null);
    fireEvent.keyDown(figure, {key: 'ArrowRight'});
    expect(figure.querySelector('[aria-live]')).toHaveTextContent('');
  });
});
