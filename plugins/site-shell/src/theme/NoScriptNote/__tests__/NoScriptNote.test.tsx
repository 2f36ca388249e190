/** @jest-environment node */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import NoScriptNote from '..';

jest.mock('@docusaurus/Translate', () => ({
  __esModule: true,
  default: ({children, values}: {children: string; values: {link: React.ReactNode}}) => (
    <>
      {children.split('{link}')[0]}
      {values.link}
      {children.split('{link}')[1]}
    </>
  ),
}));

describe('NoScriptNote', () => {
  it('is written into the HTML hidden, for the <noscript> style to reveal, with the Markdown twin linked', () => {
    const html = renderToStaticMarkup(
      <NoScriptNote markdownPath="/api/line.md">This table needs JavaScript to load.</NoScriptNote>,
    );
    expect(html).toMatch(/^<p class="site-noscript-note [^"]*" style="display:none">/);
    expect(html).toContain('This table needs JavaScript to load.');
    expect(html).toContain('<a href="/api/line.md">/api/line.md</a>');
  });
});
