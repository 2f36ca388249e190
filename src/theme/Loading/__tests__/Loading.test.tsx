import React from 'react';
import {render, screen} from '@testing-library/react';
import Loading from '..';
import {LayoutPresenceContext} from '@site/src/client/layoutPresence';

describe('Loading', () => {
  it('shows a skeleton with "Loading..." while the page arrives', () => {
    render(<Loading isLoading pastDelay timedOut={false} error={null} retry={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('offers a Reload action when the page chunk failed', () => {
    const error = Object.assign(new Error('Loading chunk 42 failed.'), {name: 'ChunkLoadError'});
    render(<Loading isLoading={false} pastDelay timedOut={false} error={error} retry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByText('ChunkLoadError: Loading chunk 42 failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Reload'})).toBeEnabled();
  });
});

describe('Loading error placement', () => {
  const error = Object.assign(new Error('Loading chunk 1 failed.'), {name: 'ChunkLoadError'});

  it('adds the site layout around the message when the whole page failed', () => {
    render(<Loading isLoading={false} pastDelay timedOut={false} error={error} retry={() => undefined} />);
    expect(screen.getByRole('navigation', {name: 'Main'})).toBeInTheDocument();
  });

  it('does not add a second layout inside one', () => {
    render(
      <LayoutPresenceContext.Provider value>
        <Loading isLoading={false} pastDelay timedOut={false} error={error} retry={() => undefined} />
      </LayoutPresenceContext.Provider>,
    );
    expect(screen.queryByRole('navigation', {name: 'Main'})).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Reload'})).toBeInTheDocument();
  });
});
