import React from 'react';
import {render, screen} from '@testing-library/react';
import {RegisteredValues, VariantNote} from '../VariantNotes';
import TypeText from '../TypeText';

describe('the rows of a union picked by type (annotations)', () => {
  it('says which types have a field', () => {
    const {container} = render(<VariantNote row={{variants: ['text', 'dataMarker']}} />);
    expect(container.textContent).toBe("Only with type 'text', 'dataMarker'");
    expect(screen.getAllByText(/^'/).map((code) => code.tagName)).toEqual(['CODE', 'CODE']);
  });

  it('lists every value under the type field, and nothing for a plain field', () => {
    const {container, rerender} = render(<VariantNote row={{variantValues: ['arc', 'line']}} />);
    expect(container.textContent).toBe("Picks the variant; each has the fields marked with its value: 'arc', 'line'");
    rerender(<VariantNote row={{}} />);
    expect(container.textContent).toBe('');
  });

  it('shows each type of a field the variants type differently', () => {
    render(
      <TypeText
        row={{
          type: 'LineAnnotationTextCfg',
          variantTypes: [
            {variants: ['line'], type: 'LineAnnotationTextCfg'},
            {variants: ['dataMarker', 'dataRegion'], type: 'null | EnhancedTextCfg'},
          ],
        }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      "LineAnnotationTextCfg with type 'line'",
      "null | EnhancedTextCfg with type 'dataMarker', 'dataRegion'",
    ]);
  });
});

describe('the names the engine registers', () => {
  it('folds them under a count that opens to the list', () => {
    const {container} = render(<RegisteredValues values={['brush', 'drill-down', 'element-active']} />);
    expect(container.querySelector('summary')?.textContent).toBe('3 names the engine registers');
    expect(container.querySelector('details')?.open).toBe(false);
    expect([...container.querySelectorAll('details code')].map((code) => code.textContent)).toEqual([
      "'brush'",
      "'drill-down'",
      "'element-active'",
    ]);
  });
});
