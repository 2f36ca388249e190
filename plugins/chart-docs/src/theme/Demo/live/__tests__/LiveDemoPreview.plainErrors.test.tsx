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

/** Code that cannot make a demo gets a sentence a visitor can act on, not an internal name or a React error code. */
describe('edited code that is not a demo', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    ['an emptied editor', '', /The editor is empty/],
    ['blank lines only', '\n  \n', /The editor is empty/],
    ['a number as default export', 'export default 42;', /must default-export a component .*not the number 42/],
    ['a JSX element as default export', 'export default <p>x</p>;', /not a JSX element \(wrap it in a function\)/],
    ['null as default export', 'export default null;', /not null/],
    ['no default export', 'const x = 1;', /has no default export/],
  ])('%s says what is wrong', async (_case, code, said) => {
    render(<LiveDemoPreview code={code} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(said);
    expect(alert).not.toHaveTextContent(/__asError|__demoComponent|Minified React error|#130/);
  });

  it('still renders components wrapped by React.memo', async () => {
    render(<LiveDemoPreview code={"import React from 'react';\nexport default React.memo(() => <p>memo</p>);"} />);
    expect(await screen.findByText('memo')).toBeInTheDocument();
  });
});
