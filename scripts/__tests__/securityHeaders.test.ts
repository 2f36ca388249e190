/** @jest-environment node */
import {contentSecurityPolicy, securityHeaders} from '../securityHeaders.mjs';
import {nginxHeaderLines} from '../postbuild/nginxHeaders.mjs';

const HASH = 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=';

describe('security headers', () => {
  it('allows inline scripts by hash only, never all inline scripts', () => {
    const scriptSrc = contentSecurityPolicy([HASH])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' '${HASH}' 'unsafe-eval'`);
  });

  it('refuses anything but a hash source', () => {
    expect(() => contentSecurityPolicy(["'unsafe-inline'"])).toThrow(/Not a CSP script hash/);
  });

  it('writes every header as an nginx add_header line sent on every status', () => {
    const headers = securityHeaders([HASH]);
    const lines = nginxHeaderLines(headers)
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    expect(lines).toEqual(Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`));
    expect(lines).toHaveLength(6);
  });

  it('refuses a value nginx would read as a variable', () => {
    expect(() => nginxHeaderLines({'X-Test': 'a $b'})).toThrow(/X-Test/);
  });
});
