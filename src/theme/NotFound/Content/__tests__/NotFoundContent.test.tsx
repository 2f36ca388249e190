import React from 'react';
import {render, screen} from '@testing-library/react';
import NotFoundContent from '..';

describe('NotFoundContent', () => {
  it('says PAGE NOT FOUND and links back home', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', {level: 1, name: 'PAGE NOT FOUND'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Back to homepage'})).toHaveAttribute('href', '/');
  });
});
