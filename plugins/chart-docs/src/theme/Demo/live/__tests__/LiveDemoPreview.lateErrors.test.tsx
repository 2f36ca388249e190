import React from 'react';
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import LiveDemoPreview from '../LiveDemoPreview';

// The real wrappers pull in the chart engine, which needs a canvas; a stand-in keeps the contract.
jest.mock('../../../../client/charts/themedPlots', () => ({
  Line: ({data}: {data: unknown[]}) => <figure>{`line with ${data.length} points`}</figure>,
}));
jest.mock('@docusaurus/Translate', () => ({
  __esModule: true,
  default: ({children}: {children: string}) => children,
}));

declare global {
  // Set by the edited code of a test, read by the test.
  var __ticks: number | undefined;
}

function demo(...body: string[]): string {
  return ['export default function Demo() {', ...body, '}'].join('\n');
}

describe('errors of edited code that run later', () => {
  const uncaught = jest.fn();
  beforeEach(() => {
    uncaught.mockReset();
    window.addEventListener('error', uncaught);
    globalThis.__ticks = 0;
  });
  afterEach(() => {
    window.removeEventListener('error', uncaught);
  });

  it('shows an endless loop in a timer in the demo, naming its line, and nothing escapes to the page', async () => {
    const code = [
      "import React, {useEffect} from 'react';",
      'export default function Demo() {',
      '  useEffect(() => {',
      '    setTimeout(() => {',
      '      while (true) {}',
      '    }, 0);',
      '  }, []);',
      '  return <p>drawn</p>;',
      '}',
    ].join('\n');
    render(<LiveDemoPreview code={code} />);
    expect(await screen.findByText('drawn')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, {timeout: 5_000});
    expect(alert).toHaveTextContent('This demo failed to render');
    expect(alert).toHaveTextContent('RangeError: A loop ran more than 500 ms on line 5 and was stopped');
    expect(screen.queryByText('drawn')).not.toBeInTheDocument();
    expect(uncaught).not.toHaveBeenCalled();
  });

  it('shows an error an interval throws, once, and stops the interval', async () => {
    const code = demo(
      '  useEffect(() => {',
      '    setInterval(() => {',
      '      globalThis.__ticks += 1;',
      "      throw new Error('boom');",
      '    }, 20);',
      '  }, []);',
      '  return <p>drawn</p>;',
    );
    render(<LiveDemoPreview code={code} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: boom');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(globalThis.__ticks).toBe(1);
    expect(uncaught).not.toHaveBeenCalled();
  });

  it('shows an error an event handler throws', async () => {
    const code = demo(
      '  return (',
      '    <button type="button" onClick={() => {',
      '      while (true) {}',
      '    }}>go</button>',
      '  );',
    );
    render(<LiveDemoPreview code={code} />);
    fireEvent.click(await screen.findByRole('button', {name: 'go'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('A loop ran more than 500 ms on line 4');
    expect(uncaught).not.toHaveBeenCalled();
  });

  it('clears the timers of the code when it is edited again, and shows no old error', async () => {
    const ticking = demo(
      '  useEffect(() => {',
      '    setInterval(() => {',
      '      globalThis.__ticks += 1;',
      '    }, 10);',
      '  }, []);',
      '  return <p>ticking</p>;',
    );
    const view = render(<LiveDemoPreview code={ticking} />);
    await waitFor(() => expect(globalThis.__ticks).toBeGreaterThan(2));
    view.rerender(<LiveDemoPreview code={demo('  return <p>edited</p>;')} />);
    expect(await screen.findByText('edited')).toBeInTheDocument();
    const ticks = globalThis.__ticks;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(globalThis.__ticks).toBe(ticks);
    view.unmount();
  });

  it('clears the timers when the demo goes away', async () => {
    const view = render(
      <LiveDemoPreview
        code={demo('  setInterval(() => { globalThis.__ticks += 1; }, 10);', '  return <p>ticking</p>;')}
      />,
    );
    await waitFor(() => expect(globalThis.__ticks).toBeGreaterThan(2));
    view.unmount();
    const ticks = globalThis.__ticks;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(globalThis.__ticks).toBe(ticks);
  });

  it('leaves errors of the rest of the page alone', async () => {
    render(<LiveDemoPreview code={demo('  return <p>drawn</p>;')} />);
    expect(await screen.findByText('drawn')).toBeInTheDocument();
    const event = new ErrorEvent('error', {error: new RangeError('elsewhere'), cancelable: true});
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
