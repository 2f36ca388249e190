import React from 'react';
import {render} from '@testing-library/react';
import DemoDescription from '../DemoDescription';

describe('DemoDescription', () => {
  it('shows option names written between backticks as code, and no backtick', () => {
    const {container} = render(<DemoDescription text="The axis starts at 48 through `meta.min`." />);
    expect(container.textContent).toBe('The axis starts at 48 through meta.min.');
    expect(container.querySelector('p code')?.textContent).toBe('meta.min');
  });
});
