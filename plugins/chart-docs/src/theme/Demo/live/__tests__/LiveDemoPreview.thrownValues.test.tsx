import React from 'react';
import {render, screen} from '@testing-library/react';
import LiveDemoPreview from '../LiveDemoPreview';

jest.mock('../../../../client/charts/themedPlots', () => ({
  Line: () => <figure>line</figure>,
}));
jest.mock('@docusaurus/Translate', () => ({
  __esModule: true,
  default: ({children}: {children: string}) => children,
}));

type Loose = Record<string, unknown>;

describe('what edited code throws, and what it changes', () => {
  it.each([
    ['at the top of the file', 'throw null;\nexport default function Demo() { return <p>x</p>; }', 'Thrown: null'],
    ['while rendering', 'export default function Demo() { throw {code: 1}; }', 'Thrown: {"code":1}'],
    [
      'in a nested component',
      'function Inner() { throw undefined; }\nexport default function Demo() { return <Inner />; }',
      'Thrown: undefined',
    ],
    [
      'in an effect',
      "import {useEffect} from 'react';\nexport default function Demo() { useEffect(() => { throw 'oops'; }, []); return <p>x</p>; }",
      'Thrown: oops',
    ],
  ])('shows a thrown value %s as itself', async (_where, code, shown) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LiveDemoPreview code={code} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('undoes what earlier code changed in the built-ins before the next code runs', async () => {
    const polluting =
      'Object.prototype.polluted = 1; Array.prototype.extra = 2;\nexport default function Demo() { return <p>first</p>; }';
    const {rerender} = render(<LiveDemoPreview code={polluting} />);
    expect(await screen.findByText('first')).toBeInTheDocument();
    expect(({} as Loose).polluted).toBe(1);
    rerender(<LiveDemoPreview code={'export default function Demo() { return <p>{String(({}).polluted)}</p>; }'} />);
    expect(await screen.findByText('undefined')).toBeInTheDocument();
    expect(Object.prototype.hasOwnProperty.call(Array.prototype, 'extra')).toBe(false);
  });
});
