import React from 'react';
import {render, screen} from '@testing-library/react';
import DefaultCell from '../DefaultCell';
import CallbackParams from '../CallbackParams';
import Description from '../Description';
import TypeText from '../TypeText';
import type {PropRow} from '../../../props/types';

function row(fields: Partial<PropRow>): PropRow {
  return {
    name: 'option',
    type: 'number',
    defaultValue: '',
    description: '',
    descriptionLang: 'en',
    badges: [],
    ...fields,
  };
}

describe('props table cells', () => {
  it('shows the engine default and names typings that differ', () => {
    render(
      <DefaultCell
        row={row({defaultValue: '0.03', engineDefault: {value: '0.01', source: 'options', typings: '0.03'}})}
      />,
    );
    expect(screen.getByText('0.01')).toBeInTheDocument();
    expect(screen.getByText(/the typings say/)).toHaveTextContent('the typings say 0.03');
  });

  it('marks a theme style and shows a nested object under its label', () => {
    const {container} = render(
      <DefaultCell row={row({engineDefault: {value: '{"fontSize":12}', source: 'theme', nested: true}})} />,
    );
    expect(container).toHaveTextContent('fields set: {"fontSize":12}theme');
  });

  it('falls back to the typings default, and to a dash', () => {
    const {rerender, container} = render(<DefaultCell row={row({defaultValue: 'true'})} />);
    expect(container).toHaveTextContent('true');
    rerender(<DefaultCell row={row({})} />);
    expect(container).toHaveTextContent('–');
  });

  it('lists what a callback receives, with its Markdown rendered', () => {
    render(
      <CallbackParams
        row={row({
          callback: {
            params: [
              {
                name: 'datum',
                type: 'Datum',
                description: 'Only `tooltip.fields`.',
                descriptionParts: ['Only ', {code: 'tooltip.fields'}, '.'],
              },
            ],
            returns: 'string',
          },
        })}
      />,
    );
    expect(screen.getByText('datum: Datum')).toBeInTheDocument();
    expect(screen.getByText('tooltip.fields').tagName).toBe('CODE');
    expect(document.body).not.toHaveTextContent('`');
  });

  it('renders a description’s parts and shows a shortened type whole on expand', () => {
    render(<Description row={{description: 'A `b`', descriptionParts: ['A ', {code: 'b'}]}} />);
    expect(screen.getByText('b').tagName).toBe('CODE');
    render(<TypeText row={{type: "'a' | …", fullType: "'a' | 'b' | 'c'"}} />);
    expect(screen.getByText("'a' | 'b' | 'c'")).toBeInTheDocument();
    expect(screen.getByText('Full type')).toBeInTheDocument();
  });
});
