/**
 * @jest-environment node
 *
 * SITE_URL and BASE_URL at build time: documented defaults, forgiving about
 * slashes, and a message naming the variable for anything else.
 */
import {DEFAULT_BASE_URL, DEFAULT_SITE_URL, siteAddress} from '../siteAddress.mjs';

describe('siteAddress', () => {
  it("keeps today's address when nothing is set", () => {
    expect(siteAddress({})).toEqual({url: DEFAULT_SITE_URL, baseUrl: DEFAULT_BASE_URL});
    expect(siteAddress({SITE_URL: ' ', BASE_URL: ''})).toEqual({url: 'https://plots-docs.example.org', baseUrl: '/'});
  });

  it.each([
    [
      {SITE_URL: 'https://docs.example.com', BASE_URL: '/docs/'},
      {url: 'https://docs.example.com', baseUrl: '/docs/'},
    ],
    [
      {SITE_URL: 'https://docs.example.com/', BASE_URL: 'docs'},
      {url: 'https://docs.example.com', baseUrl: '/docs/'},
    ],
    [
      {SITE_URL: 'http://127.0.0.1:4212', BASE_URL: '/a/b'},
      {url: 'http://127.0.0.1:4212', baseUrl: '/a/b/'},
    ],
    [{BASE_URL: '/'}, {url: DEFAULT_SITE_URL, baseUrl: '/'}],
  ])('reads %j', (env, address) => {
    expect(siteAddress(env)).toEqual(address);
  });

  it.each([
    [{SITE_URL: 'docs.example.com'}, /^SITE_URL must be an absolute/],
    [{SITE_URL: 'ftp://docs.example.com'}, /^SITE_URL must start with https:\/\//],
    [{SITE_URL: 'https://user:secret@docs.example.com'}, /^SITE_URL must be an origin without credentials/],
    [{SITE_URL: 'https://example.com/docs'}, /set SITE_URL=https:\/\/example\.com and BASE_URL=\/docs\/$/],
    [{BASE_URL: '/my docs/'}, /^BASE_URL must be a path of plain segments/],
    [{BASE_URL: '/docs/?x=1'}, /^BASE_URL must be a path/],
  ])('refuses %j', (env, message) => {
    expect(() => siteAddress(env)).toThrow(message);
  });
});
