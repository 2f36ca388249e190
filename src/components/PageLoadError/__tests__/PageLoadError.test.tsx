import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import PageLoadError from '..';

describe('PageLoadError', () => {
  it('explains the failure and reloads on request', () => {
    const onReload = jest.fn();
    const error = Object.assign(new Error('Loading CSS chunk 9 failed.'), {code: 'CSS_CHUNK_LOAD_FAILED'});
    render(<PageLoadError error={error} onReload={onReload} />);
    expect(screen.getByRole('heading', {name: 'This page could not be loaded'})).toBeInTheDocument();
    expect(screen.getByText('Error: Loading CSS chunk 9 failed.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Reload'}));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
