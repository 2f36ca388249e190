import type {ComponentType} from 'react';
import type {DemoEntry} from '../../../client/charts/demoRegistry';
import type {DemoData} from '../../../types';
import {ENGINE_QUIET_START_MS} from '../../../client/constants';

const loadDemoComponent = jest.fn<Promise<ComponentType>, [DemoEntry]>();

jest.mock('../../../client/charts/demoRegistry', () => ({
  loadDemoData: (): Promise<DemoData> => new Promise(() => undefined),
  loadDemoComponent: (entry: DemoEntry) => loadDemoComponent(entry),
}));
jest.mock('@docusaurus/useBrokenLinks', () => ({__esModule: true, default: () => ({collectAnchor: () => undefined})}), {
  virtual: true,
});

jest.mock('@docusaurus/useBaseUrl', () => ({__esModule: true, default: (path: string) => path}), {virtual: true});

const PREVIEW = {
  light: '/previews/line-basic-light.webp',
  dark: '/previews/line-basic-dark.webp',
  width: 728,
  height: 400,
};

function entry(id: string, preview: DemoEntry['preview'] = PREVIEW): DemoEntry {
  return {id, title: 'Basic line', description: 'Users.', height: 400, preview} as DemoEntry;
}

// Each test loads React, Testing Library and the demo block afresh (below), so cleanup is by hand.
process.env.RTL_SKIP_AUTO_CLEANUP = 'true';

type TestingLibrary = typeof import('@testing-library/react');
let rtl: TestingLibrary;

/**
 * Whether the engine may start is module state shared by every demo of a
 * visit, so each test starts from a fresh module registry (React included).
 */
async function renderBlock(demo: DemoEntry, priority = false) {
  jest.resetModules();
  rtl = await import('@testing-library/react');
  const React = await import('react');
  const {default: DemoBlock} = await import('../DemoBlock');
  return rtl.render(React.createElement(DemoBlock, {entry: demo, priority}));
}

describe('a demo with a preview picture', () => {
  let idle: (() => void) | undefined;

  afterEach(() => rtl.cleanup());

  beforeEach(() => {
    loadDemoComponent.mockReset().mockResolvedValue(() => 'chart drawn');
    idle = undefined;
    window.requestIdleCallback = (callback: IdleRequestCallback) => {
      idle = () => callback({didTimeout: false, timeRemaining: () => 50});
      return 1;
    };
  });

  it('shows the chart picture of each color mode, sized, lazily loaded, while saying it is loading', async () => {
    await renderBlock(entry('line-a'));
    const status = rtl.screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    const pictures = rtl.screen.getAllByRole('img', {name: 'Basic line'});
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([PREVIEW.light, PREVIEW.dark]);
    for (const img of pictures) {
      expect(img).toHaveAttribute('width', '728');
      expect(img).toHaveAttribute('height', '400');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('fetches the first-screen picture at once with high priority, in the system color mode', async () => {
    const {container} = await renderBlock(entry('line-b'), true);
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(prefers-color-scheme: dark)');
    expect(source).toHaveAttribute('srcset', PREVIEW.dark);
    const eager = container.querySelector('picture img');
    expect(eager).toHaveAttribute('src', PREVIEW.light);
    expect(eager).toHaveAttribute('fetchpriority', 'high');
    expect(eager).not.toHaveAttribute('loading');
  });

  it('starts the engine on the first pointer over the demo', async () => {
    await renderBlock(entry('line-c'));
    expect(loadDemoComponent).not.toHaveBeenCalled();
    rtl.fireEvent.pointerEnter(rtl.screen.getByRole('region', {name: 'Basic line'}));
    expect(await rtl.screen.findByText('chart drawn')).toBeInTheDocument();
  });

  it('starts the engine on focus inside the demo', async () => {
    await renderBlock(entry('line-d'));
    rtl.fireEvent.focus(rtl.screen.getByRole('button', {name: 'Show code'}));
    expect(await rtl.screen.findByText('chart drawn')).toBeInTheDocument();
  });

  it('starts the engine once the page has settled after load and gone idle, without any interaction', async () => {
    jest.useFakeTimers();
    try {
      await renderBlock(entry('line-e'));
      rtl.act(() => jest.advanceTimersByTime(ENGINE_QUIET_START_MS - 1));
      expect(idle).toBeUndefined();
      rtl.act(() => jest.advanceTimersByTime(1));
      expect(loadDemoComponent).not.toHaveBeenCalled();
      expect(idle).toBeDefined();
      rtl.act(() => idle?.());
      expect(await rtl.screen.findByText('chart drawn')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('without a preview, loads the chart at once behind a shimmer placeholder', async () => {
    await renderBlock(entry('line-f', null));
    expect(rtl.screen.queryByRole('img')).not.toBeInTheDocument();
    expect(await rtl.screen.findByText('chart drawn')).toBeInTheDocument();
  });
});
