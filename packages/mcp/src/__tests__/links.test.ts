import {siteLink} from '../links';
import {idOfCutLine} from '../lineTransport';

describe('siteLink: which manifest links an answer may carry', () => {
  it.each([
    ['/api/line#demo-line-basic', 'https://docs.example.org/', 'https://docs.example.org/api/line#demo-line-basic'],
    ['/api/line', 'https://docs.example.org/plots/', 'https://docs.example.org/plots/api/line'],
    ['https://g2plot.antv.antgroup.com/', 'https://docs.example.org/', 'https://g2plot.antv.antgroup.com/'],
  ])('keeps %j on %j as %j', (link, site, expected) => {
    expect(siteLink(link, site)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/\\evil.example/x',
    'api/line',
    'mailto:a@b.c',
  ])('drops %j', (link) => {
    expect(siteLink(link, 'https://docs.example.org/')).toBeUndefined();
  });

  it('drops every link when the site address itself is not http(s)', () => {
    expect(siteLink('/api/line', 'javascript:alert(1)//')).toBeUndefined();
  });
});

describe('idOfCutLine: the id of a request line too long to read', () => {
  it('finds the id the SDK writes last, or a leading one', () => {
    expect(idOfCutLine('{"method":"tools/call","params":{"q":"xxx', 'xxx"}},"jsonrpc":"2.0","id":7}')).toBe(7);
    expect(idOfCutLine('{"jsonrpc":"2.0","id":"a-1","method":"x","params":{"q":"xx', 'xx"}}')).toBe('a-1');
  });

  it('does not take an id nested in the params', () => {
    expect(idOfCutLine('{"method":"x","params":{"q":"xx', 'xx","id":3}}')).toBeUndefined();
  });
});
