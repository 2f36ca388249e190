import {boxInHost, collectChartParts, partAtPoint, type PartContext} from '../findChartParts';
import type {CanvasBox, G2Component, G2ComponentOption, G2View, GElement} from '../g2Types';
import {pathText} from '../hitElements';

/** jsdom has no 2D context: a stand-in that reports what the outline test asked. */
const outlineTests: string[] = [];
class FakePath2D {
  constructor(readonly text = '') {}
  arc(): void {}
  rect(): void {}
  moveTo(): void {}
  lineTo(): void {}
  closePath(): void {}
}
beforeAll(() => {
  Object.assign(globalThis, {Path2D: FakePath2D});
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        isPointInPath: () => false,
        isPointInStroke: (path: FakePath2D) => {
          outlineTests.push(path.text);
          return path.text.startsWith('M');
        },
      }) as unknown as CanvasRenderingContext2D,
  );
});

/**
 * Stand-ins for G shapes and G2 components with the fields the engine really
 * sets (names, delegate objects, elements); the shapes are real in the e2e spec.
 */
interface FakeShape extends GElement {
  children: FakeShape[];
}

function shape(cfg: Record<string, unknown>, box: CanvasBox = {minX: 0, minY: 0, maxX: 10, maxY: 10}): FakeShape {
  const node: FakeShape = {
    children: [],
    get: (key) => cfg[key],
    getParent: () => (cfg.parent as GElement | undefined) ?? null,
    getCanvasBBox: () => box,
    getChildren: () => node.children,
    findAll: (test) => {
      const all = (from: FakeShape): FakeShape[] => from.children.flatMap((child) => [child, ...all(child)]);
      return all(node).filter(test);
    },
  };
  return node;
}

function child(parent: FakeShape, cfg: Record<string, unknown>, box?: CanvasBox): FakeShape {
  const node = shape({...cfg, parent}, box);
  parent.children.push(node);
  return node;
}

function component(cfg: Record<string, unknown>): G2Component {
  return {get: (key) => cfg[key]};
}

const context: PartContext = {fields: {xField: 'month', yField: 'sales'}, htmlAnnotations: false};

function chartWith(options: G2ComponentOption[], hit: GElement | null, extra: Partial<G2View> = {}): G2View {
  const el = document.createElement('canvas');
  return {
    canvas: {get: (key) => (key === 'el' ? el : undefined), getShape: () => hit},
    getComponents: () => options,
    ...extra,
  };
}

function axisWithLabel(field: string, dim: string): {option: G2ComponentOption; label: FakeShape} {
  const group = shape({name: 'axis'});
  const axis = component({group});
  const delegateObject = {axis, component: axis};
  const labels = child(group, {name: 'axis-label-group', delegateObject});
  const label = child(labels, {name: 'axis-label', delegateObject}, {minX: 5, minY: 90, maxX: 25, maxY: 100});
  return {option: {type: 'axis', component: axis, extra: {dim, scale: {field}}}, label};
}

describe('partAtPoint', () => {
  it('names an axis label by the axis option that draws it', () => {
    const {option, label} = axisWithLabel('month', 'x');
    const found = partAtPoint(chartWith([option], label), null, 10, 95, context);
    expect(found?.part).toEqual({kind: 'axis', axis: 'xAxis', piece: 'label'});
    expect(found?.boxes()).toEqual([{left: 5, top: 90, width: 20, height: 10}]);
  });

  it('names the category axis of a bar chart yAxis (G2Plot swaps the fields)', () => {
    const {option, label} = axisWithLabel('country', 'x');
    const bar = {fields: {xField: 'value', yField: 'country'}, htmlAnnotations: false};
    expect(partAtPoint(chartWith([option], label), null, 0, 0, bar)?.part).toEqual({
      kind: 'axis',
      axis: 'yAxis',
      piece: 'label',
    });
  });

  it('names a legend item, an element and its data label', () => {
    const legend = component({group: shape({name: 'legend'})});
    const item = shape({name: 'legend-item-name', delegateObject: {legend, component: legend, item: {}}});
    expect(partAtPoint(chartWith([{type: 'legend', component: legend}], item), null, 0, 0, context)?.part).toEqual({
      kind: 'legend',
    });

    const element = {shapeType: 'rect', geometry: {type: 'interval'}};
    const bar = shape({name: ['element', 'interval'], element});
    expect(partAtPoint(chartWith([], bar), null, 0, 0, context)?.part).toEqual({
      kind: 'geometry',
      geometryType: 'interval',
      shapeType: 'rect',
    });

    const labelGroup = shape({name: 'label'});
    const text = child(labelGroup, {name: ['element', 'label'], element});
    expect(partAtPoint(chartWith([], text), null, 0, 0, context)?.part).toEqual({kind: 'label'});
  });

  it('names a statistic drawn as an html annotation from the DOM element under the pointer', () => {
    const container = document.createElement('div');
    const inner = container.appendChild(document.createElement('span'));
    const title = component({container});
    const option: G2ComponentOption = {
      type: 'annotation',
      component: title,
      extra: {type: 'html', key: 'top-statistic'},
    };
    expect(partAtPoint(chartWith([option], null), inner, 0, 0, context)?.part).toEqual({
      kind: 'statistic',
      piece: 'title',
    });
  });

  it('finds a smooth line, which G does not hit-test, from its own path', () => {
    const element = {geometry: {type: 'line'}, shapeType: 'smooth'};
    const path = [
      ['M', 0, 50],
      ['C', 10, 40, 20, 30, 30, 20],
    ];
    const line = shape({name: ['element', 'line'], element, capture: false, type: 'path', attrs: {path, lineWidth: 2}});
    const chart = chartWith([], null, {geometries: [{type: 'line', elements: [{...element, shape: line}]}]});
    expect(partAtPoint(chart, null, 5, 5, context)?.part).toEqual({
      kind: 'geometry',
      geometryType: 'line',
      shapeType: 'smooth',
    });
    expect(outlineTests).toContain('M 0 50 C 10 40 20 30 30 20');
    expect(pathText('M0 0L1 1')).toBe('M0 0L1 1');
  });

  it('finds nothing where the engine names nothing', () => {
    const background = shape({name: 'background'});
    expect(partAtPoint(chartWith([], background), null, 0, 0, context)).toBeNull();
    expect(partAtPoint(chartWith([], null), null, 0, 0, context)).toBeNull();
  });
});

describe('collectChartParts', () => {
  it('lists axis pieces, components, geometries, their labels and the tooltip', () => {
    const {option} = axisWithLabel('sales', 'y');
    const legend = component({group: shape({name: 'legend'})});
    const labelsContainer = shape({name: 'labels'});
    child(labelsContainer, {name: 'label'});
    const chart = chartWith(
      [option, {type: 'legend', component: legend}, {type: 'tooltip-like', component: legend}],
      null,
      {
        geometries: [
          {type: 'line', elements: [{shape: shape({name: ['element', 'line']})}], labelsContainer},
          {type: 'point', elements: []},
        ],
        getController: (name) => (name === 'tooltip' ? {} : undefined),
        getOptions: () => ({tooltip: {}}),
        coordinateBBox: {x: 40, y: 10, width: 300, height: 200},
      },
    );
    const parts = collectChartParts(chart, context);
    expect(parts.map((found) => found.part)).toEqual([
      {kind: 'axis', axis: 'yAxis', piece: 'label'},
      {kind: 'legend'},
      {kind: 'geometry', geometryType: 'line', shapeType: undefined},
      {kind: 'label'},
      {kind: 'tooltip'},
    ]);
    // The hidden tooltip shows over the plot area.
    expect(parts.at(-1)?.boxes()).toEqual([{left: 40, top: 10, width: 300, height: 200}]);
  });

  it('leaves out the tooltip when the chart turns it off', () => {
    const chart = chartWith([], null, {getController: () => ({}), getOptions: () => ({tooltip: false})});
    expect(collectChartParts(chart, context)).toEqual([]);
  });
});

describe('boxInHost', () => {
  it('cuts a box to the canvas and places it in the host', () => {
    const chart = chartWith([], null);
    const canvas = chart.canvas!.get('el') as HTMLCanvasElement;
    const host = document.createElement('div');
    canvas.getBoundingClientRect = () => ({left: 20, top: 30, width: 200, height: 100}) as DOMRect;
    host.getBoundingClientRect = () => ({left: 10, top: 10, width: 300, height: 200}) as DOMRect;
    expect(boxInHost({left: -50, top: 20, width: 400, height: 30}, chart, host)).toEqual({
      left: 10,
      top: 40,
      width: 200,
      height: 30,
    });
  });
});
