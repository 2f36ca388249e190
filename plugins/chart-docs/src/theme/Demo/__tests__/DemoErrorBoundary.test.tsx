import React from 'react';
import {render, screen} from '@testing-library/react';
import DemoErrorBoundary from '../DemoErrorBoundary';

function Boom({message}: {message: string}): React.JSX.Element {
  throw new Error(message);
}

describe('DemoErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error inside the demo and nothing else breaks', () => {
    render(
      <main>
        <p>Page text</p>
        <DemoErrorBoundary>
          <Boom message="data is undefined" />
        </DemoErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This demo failed to render');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: data is undefined');
    expect(screen.getByText('Page text')).toBeInTheDocument();
  });

  it('clears the error when new code comes in', () => {
    const {rerender} = render(
      <DemoErrorBoundary resetKey="v1">
        <Boom message="first" />
      </DemoErrorBoundary>,
    );
    rerender(
      <DemoErrorBoundary resetKey="v2">
        <span>fixed</span>
      </DemoErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('fixed')).toBeInTheDocument();
  });
});
