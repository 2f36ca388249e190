import {saveChartPicture} from '../downloadChartPng';
import type {DrawnChart} from '../../../client/charts/chartDemoContext';

jest.mock('@docusaurus/Translate', () => ({
  __esModule: true,
  translate: ({message}: {message: string}) => message,
}));

/** A demo's box as the page shows it. */
function previewWith(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('Download PNG says what is true when there is nothing to save', () => {
  it('names a failed chart as failed, not as not drawn yet', async () => {
    const failed = previewWith('<div role="alert"><strong>This demo failed to render</strong></div>');
    await expect(saveChartPicture(null, 'line-basic', failed)).rejects.toThrow(
      'the chart failed to draw (see the error in the demo)',
    );
  });

  it('says the chart has not drawn yet while it is loading', async () => {
    const loading = previewWith('<div role="status">Loading...</div>');
    await expect(saveChartPicture(null, 'line-basic', loading)).rejects.toThrow('the chart has not drawn yet');
  });

  it('says so when edited code shows no chart at all', async () => {
    await expect(saveChartPicture(null, 'line-basic', previewWith('<p>hello</p>'))).rejects.toThrow(
      'this demo shows no chart',
    );
  });

  it('does not call an SVG chart undrawn', async () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    const chart: DrawnChart = {type: 'line', options: () => ({}), chart: () => ({canvas: {get: () => svg}})};
    // jsdom lays nothing out: the SVG has no size, which is what the message says.
    await expect(saveChartPicture(chart, 'line-basic', previewWith(''))).rejects.toThrow(
      'the chart is not on screen (it has no size)',
    );
  });
});
