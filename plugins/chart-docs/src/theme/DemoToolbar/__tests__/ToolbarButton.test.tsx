import React, {createRef} from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {ToolbarButton} from '../ToolbarButton';

const common = {id: 'x', tooltip: 'Tooltip text', icon: <svg data-testid="icon" />};

/** The ARIA state attributes a control carries, absent ones left out. */
function stateOf(element: HTMLElement): Record<string, string> {
  const names = ['aria-expanded', 'aria-controls', 'aria-pressed', 'aria-busy'];
  return Object.fromEntries(
    names.filter((name) => element.hasAttribute(name)).map((name) => [name, element.getAttribute(name)!]),
  );
}

describe('ToolbarButton', () => {
  it('renders a command as a native button that says busy only while busy', () => {
    const onClick = jest.fn();
    const {rerender} = render(
      <ToolbarButton action={{...common, kind: 'button', name: 'Copy code', onClick, busy: false}} />,
    );
    const button = screen.getByRole('button', {name: 'Copy code'});
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-tooltip', 'Tooltip text');
    expect(button).toContainElement(screen.getByTestId('icon'));
    expect(stateOf(button)).toEqual({});
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<ToolbarButton action={{...common, kind: 'button', name: 'Copy code', onClick, busy: true}} />);
    expect(stateOf(button)).toEqual({'aria-busy': 'true'});
  });

  it('renders a disclosure with aria-expanded and the panel it controls', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <ToolbarButton
        action={{
          ...common,
          kind: 'disclosure',
          name: 'Hide code',
          ref,
          expanded: true,
          controls: 'code-1',
          onClick() {},
        }}
      />,
    );
    const button = screen.getByRole('button', {name: 'Hide code'});
    expect(stateOf(button)).toEqual({'aria-expanded': 'true', 'aria-controls': 'code-1'});
    expect(ref.current).toBe(button);
  });

  it('renders a toggle with aria-pressed, off as well as on', () => {
    render(<ToolbarButton action={{...common, kind: 'toggle', name: 'Patterns', pressed: false, onClick() {}}} />);
    expect(stateOf(screen.getByRole('button', {name: 'Patterns'}))).toEqual({'aria-pressed': 'false'});
  });

  it('renders a link that opens its page in a new tab', () => {
    render(<ToolbarButton action={{...common, kind: 'link', name: 'Open in separate page', href: '/~demos/a'}} />);
    const link = screen.getByRole('link', {name: 'Open in separate page'});
    expect(link).toHaveAttribute('href', '/~demos/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAttribute('data-tooltip', 'Tooltip text');
  });
});
