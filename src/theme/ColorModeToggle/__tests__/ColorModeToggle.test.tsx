import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import ColorModeToggle from '..';

describe('ColorModeToggle', () => {
  it('is named "Color mode" and moves light -> dark -> auto -> light', () => {
    const onChange = jest.fn();
    const {rerender} = render(<ColorModeToggle value="light" onChange={onChange} respectPrefersColorScheme />);
    const button = screen.getByRole('button', {name: 'Color mode'});
    expect(button).toHaveAttribute('title', 'Color mode: Light (switch to Dark)');

    fireEvent.click(button);
    expect(onChange).toHaveBeenLastCalledWith('dark');

    rerender(<ColorModeToggle value="dark" onChange={onChange} respectPrefersColorScheme />);
    fireEvent.click(screen.getByRole('button', {name: 'Color mode'}));
    expect(onChange).toHaveBeenLastCalledWith(null);

    rerender(<ColorModeToggle value={null} onChange={onChange} respectPrefersColorScheme />);
    expect(screen.getByRole('button', {name: 'Color mode'})).toHaveAttribute(
      'title',
      'Color mode: Auto (system) (switch to Light)',
    );
    fireEvent.click(screen.getByRole('button', {name: 'Color mode'}));
    expect(onChange).toHaveBeenLastCalledWith('light');
  });
});
