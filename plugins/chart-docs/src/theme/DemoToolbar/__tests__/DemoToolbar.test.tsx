import React, {useRef, useState} from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import DemoToolbar, {TOOLBAR_MESSAGE_MS, type DemoToolbarDemo} from '..';

jest.mock('@docusaurus/useBaseUrl', () => ({__esModule: true, default: (path: string) => path}), {virtual: true});

const copyCode = jest.fn<Promise<boolean>, [string]>();
const copyAsSketchLayers = jest.fn<Promise<number>, [Element | null]>();
const openInCodeSandbox = jest.fn();
const openInStackBlitz = jest.fn();
const openInCodePen = jest.fn();
jest.mock('../../../client/sandbox/copyCode', () => ({copyCode: (code: string) => copyCode(code)}));
jest.mock('../../../client/sandbox/copyAsSketchLayers', () => ({
  copyAsSketchLayers: (element: Element | null) => copyAsSketchLayers(element),
}));
jest.mock('../../../client/sandbox/openInCodeSandbox', () => ({
  openInCodeSandbox: (p: unknown) => openInCodeSandbox(p),
}));
jest.mock('../../../client/sandbox/openInStackBlitz', () => ({openInStackBlitz: (p: unknown) => openInStackBlitz(p)}));
jest.mock('../../../client/sandbox/openInCodePen', () => ({openInCodePen: (d: unknown) => openInCodePen(d)}));

const SOURCE = "import {Line} from '@ant-design/plots';\nexport default function Demo() { return null; }\n";

const demo: DemoToolbarDemo = {
  id: 'line-basic',
  title: 'Basic line',
  description: 'Monthly active users.',
  source: SOURCE,
  dependencies: {'@ant-design/plots': '1.2.5', react: '18.3.1', 'react-dom': '18.3.1'},
  height: 320,
  standalonePath: '/~demos/line-basic',
};

/** The toolbar as the demo block uses it: state for the code panel and edits. */
function Harness({initialCode = SOURCE}: {initialCode?: string}) {
  const [expanded, setExpanded] = useState(false);
  const [code, setCode] = useState(initialCode);
  const previewRef = useRef<HTMLDivElement>(null);
  return (
    <section data-demo-id={demo.id}>
      <div ref={previewRef} data-testid="preview">
        <canvas />
      </div>
      <DemoToolbar
        demo={demo}
        code={code}
        codeExpanded={expanded}
        onToggleCode={() => setExpanded((value) => !value)}
        onResetCode={code !== SOURCE ? () => setCode(SOURCE) : undefined}
        previewRef={previewRef}
        codeId="line-basic-code"
      />
      {expanded && <pre id="line-basic-code">{code}</pre>}
    </section>
  );
}

const NAMES = [
  'Open in CodeSandbox',
  'Open in StackBlitz',
  'Open in CodePen',
  'Copy as Sketch layers',
  'Open in separate page',
  'Copy code',
  'Patterns',
  'Inspect chart',
  'Event log',
  'Download PNG',
  'Show code',
];

beforeEach(() => {
  jest.clearAllMocks();
});

describe('DemoToolbar', () => {
  it('offers every demo action under its contract name', () => {
    render(<Harness />);
    const toolbar = screen.getByRole('toolbar', {name: 'Demo actions'});
    const controls = Array.from(toolbar.querySelectorAll('button, a'));
    expect(controls.map((control) => control.getAttribute('aria-label'))).toEqual(NAMES);
    for (const name of NAMES.filter((n) => n !== 'Open in separate page')) {
      expect(within(toolbar).getByRole('button', {name})).toHaveAttribute('type', 'button');
    }
    expect(screen.queryByRole('button', {name: 'Reset'})).not.toBeInTheDocument();
  });

  it('shows a tooltip text for every control', () => {
    render(<Harness />);
    for (const control of Array.from(screen.getByRole('toolbar').querySelectorAll<HTMLElement>('button, a'))) {
      expect(control.dataset.tooltip).toBe(control.getAttribute('aria-label'));
    }
  });

  it('toggles the code and tells its state with aria-expanded', () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', {name: 'Show code'});
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'line-basic-code');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', {name: 'Hide code'})).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/export default function Demo/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Hide code'}));
    expect(screen.getByRole('button', {name: 'Show code'})).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to the demo alone in a new tab', () => {
    render(<Harness />);
    const link = screen.getByRole('link', {name: 'Open in separate page'});
    expect(link).toHaveAttribute('href', '/~demos/line-basic');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('moves focus with the arrow keys, Home and End', () => {
    render(<Harness />);
    const toolbar = screen.getByRole('toolbar');
    const first = screen.getByRole('button', {name: 'Open in CodeSandbox'});
    first.focus();
    fireEvent.keyDown(first, {key: 'ArrowRight'});
    expect(screen.getByRole('button', {name: 'Open in StackBlitz'})).toHaveFocus();
    fireEvent.keyDown(toolbar, {key: 'End'});
    expect(screen.getByRole('button', {name: 'Show code'})).toHaveFocus();
    fireEvent.keyDown(toolbar, {key: 'ArrowRight'});
    expect(first).toHaveFocus();
    fireEvent.keyDown(toolbar, {key: 'ArrowLeft'});
    expect(screen.getByRole('button', {name: 'Show code'})).toHaveFocus();
    fireEvent.keyDown(toolbar, {key: 'Home'});
    expect(first).toHaveFocus();
  });

  it('confirms a copy in a polite live region and clears it after two seconds', async () => {
    jest.useFakeTimers();
    copyCode.mockResolvedValue(true);
    render(<Harness />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy code'}));
    });
    expect(copyCode).toHaveBeenCalledWith(SOURCE);
    expect(status).toHaveTextContent('Copied');
    act(() => {
      jest.advanceTimersByTime(TOOLBAR_MESSAGE_MS);
    });
    expect(status).toBeEmptyDOMElement();
    jest.useRealTimers();
  });

  it('marks a running copy busy and ignores repeats until it has settled', async () => {
    let finish: (copied: boolean) => void = () => undefined;
    copyCode.mockReturnValue(new Promise<boolean>((resolve) => (finish = resolve)));
    render(<Harness />);
    const copy = screen.getByRole('button', {name: 'Copy code'});
    fireEvent.click(copy);
    fireEvent.click(copy);
    expect(copyCode).toHaveBeenCalledTimes(1);
    expect(copy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', {name: 'Open in CodePen'})).not.toHaveAttribute('aria-busy');
    await act(async () => finish(true));
    expect(copy).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('says so when the clipboard is not available', async () => {
    copyCode.mockResolvedValue(false);
    render(<Harness />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy code'}));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy: the clipboard is not available');
  });

  it('copies the rendered preview as Sketch layers', async () => {
    copyAsSketchLayers.mockResolvedValue(3);
    render(<Harness />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy as Sketch layers'}));
    });
    expect(copyAsSketchLayers).toHaveBeenCalledWith(screen.getByTestId('preview'));
    expect(screen.getByRole('status')).toHaveTextContent('Sketch layers copied');
  });

  it('reports a failed Sketch conversion', async () => {
    copyAsSketchLayers.mockRejectedValue(new Error('The demo has not been rendered yet.'));
    render(<Harness />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy as Sketch layers'}));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not copy Sketch layers: The demo has not been rendered yet.',
    );
  });

  it('opens the current code in each sandbox', async () => {
    const edited = `${SOURCE}// edited\n`;
    render(<Harness initialCode={edited} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Open in CodeSandbox'}));
      fireEvent.click(screen.getByRole('button', {name: 'Open in StackBlitz'}));
      fireEvent.click(screen.getByRole('button', {name: 'Open in CodePen'}));
    });
    const [csbProject] = openInCodeSandbox.mock.calls[0];
    expect(csbProject.files['src/App.tsx']).toBe(edited);
    expect(JSON.parse(csbProject.files['package.json']).dependencies['@ant-design/plots']).toBe('1.2.5');
    expect(openInStackBlitz.mock.calls[0][0].files['src/App.tsx']).toBe(edited);
    // The demo's own chart height, not a default.
    expect(csbProject.files['src/styles.css']).toContain('height: 320px;');
    expect(openInStackBlitz.mock.calls[0][0].files['src/styles.css']).toContain('height: 320px;');
    expect(openInCodePen).toHaveBeenCalledWith(expect.objectContaining({id: 'line-basic', code: edited, height: 320}));
  });

  it('reports a sandbox that cannot be opened', async () => {
    openInStackBlitz.mockRejectedValue(new Error('Loading chunk 42 failed.'));
    render(<Harness />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Open in StackBlitz'}));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Could not open StackBlitz: Loading chunk 42 failed.');
  });

  it('offers Reset only for edited code, and keeps focus in the toolbar after it', () => {
    render(<Harness initialCode={`${SOURCE}// edited\n`} />);
    const reset = screen.getByRole('button', {name: 'Reset'});
    reset.focus();
    fireEvent.click(reset);
    expect(screen.queryByRole('button', {name: 'Reset'})).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Show code'})).toHaveFocus();
  });

  it('is operated from the keyboard like any native button', () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', {name: 'Show code'});
    // Enter and Space on a native <button> produce a click.
    expect(toggle.tagName).toBe('BUTTON');
    toggle.focus();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', {name: 'Hide code'})).toHaveFocus();
  });
});
