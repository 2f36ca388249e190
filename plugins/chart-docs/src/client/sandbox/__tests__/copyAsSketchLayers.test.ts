import {copyAsSketchLayers, countSketchLayers} from '../copyAsSketchLayers';

const nodeToGroup = jest.fn();
jest.mock('html2sketch/dist/html2sketch.min.js', () => ({
  __esModule: true,
  nodeToGroup: (...args: unknown[]) => nodeToGroup(...args),
}));

const writeText = jest.fn(() => Promise.resolve());

beforeAll(() => {
  Object.defineProperty(window.navigator, 'clipboard', {configurable: true, value: {writeText}});
});

afterAll(() => {
  delete (window.navigator as {clipboard?: unknown}).clipboard;
});

beforeEach(() => {
  writeText.mockClear();
  nodeToGroup.mockReset();
});

const sketchGroup = {
  _class: 'group',
  layers: [{_class: 'bitmap'}, {_class: 'group', layers: [{_class: 'text'}, {_class: 'rectangle'}]}],
};

describe('countSketchLayers', () => {
  it('counts layers at every depth', () => {
    expect(countSketchLayers(sketchGroup)).toBe(4);
    expect(countSketchLayers({layers: []})).toBe(0);
  });
});

describe('copyAsSketchLayers', () => {
  it('converts the preview element and copies the Sketch JSON', async () => {
    nodeToGroup.mockResolvedValue({toSketchJSON: () => sketchGroup});
    const element = document.createElement('div');
    await expect(copyAsSketchLayers(element)).resolves.toBe(4);
    expect(nodeToGroup).toHaveBeenCalledWith(element);
    expect(JSON.parse((writeText.mock.calls[0] as unknown[])[0] as string)).toEqual(sketchGroup);
  });

  it('explains a missing preview', async () => {
    await expect(copyAsSketchLayers(null)).rejects.toThrow('The demo has not been rendered yet.');
  });

  it('explains a failed conversion', async () => {
    nodeToGroup.mockRejectedValue(new Error('Tainted canvas'));
    await expect(copyAsSketchLayers(document.createElement('div'))).rejects.toThrow(
      'The demo could not be converted to Sketch layers (Error: Tainted canvas).',
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('refuses an empty result', async () => {
    nodeToGroup.mockResolvedValue({toSketchJSON: () => ({_class: 'group', layers: []})});
    await expect(copyAsSketchLayers(document.createElement('div'))).rejects.toThrow('no Sketch layers');
  });
});
