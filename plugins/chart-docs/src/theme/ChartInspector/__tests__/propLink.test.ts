import {chartPagePath, goToProp, propHref} from '../propLink';

function visit(url: string): void {
  window.history.replaceState(null, '', url);
}

describe('chartPagePath', () => {
  it('keeps the chart page on screen (any docs version), else links to the chart page', () => {
    expect(chartPagePath('/api/line', 'line', '/next/api/line/')).toBe('/next/api/line');
    expect(chartPagePath('/api/line', 'line', '/~demos/line-basic')).toBe('/api/line');
    expect(chartPagePath('/api/line', 'line', '/api/tiny-line')).toBe('/api/line');
    expect(propHref('/api/line', 'xAxis.label')).toBe('/api/line#prop-xAxis.label');
  });
});

describe('goToProp', () => {
  const push = jest.fn<void, [string]>();
  beforeEach(() => push.mockClear());

  it('only changes the hash on the Doc tab of the chart page', () => {
    visit('/api/column');
    goToProp('/api/column', 'xAxis.label', {push});
    expect(window.location.hash).toBe('#prop-xAxis.label');
    expect(push).not.toHaveBeenCalled();
  });

  it('announces the same hash again, so the row is shown again', () => {
    visit('/api/column#prop-legend');
    const seen = jest.fn();
    window.addEventListener('hashchange', seen);
    goToProp('/api/column', 'legend', {push});
    window.removeEventListener('hashchange', seen);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('switches from the Examples tab to the Doc tab, and opens the chart page from elsewhere', () => {
    visit('/api/column?tab=examples');
    goToProp('/api/column', 'columnStyle', {push});
    expect(push).toHaveBeenLastCalledWith('/api/column?tab=doc#prop-columnStyle');
    visit('/~demos/line-basic');
    goToProp('/api/line', 'lineStyle', {push});
    expect(push).toHaveBeenLastCalledWith('/api/line#prop-lineStyle');
  });
});
