/** @jest-environment node */
import {contentSecurityPolicy, securityHeaders} from '../securityHeaders.mjs';
import {headerVariable, nginxHeaderLines, nginxPolicyMap} from '../postbuild/nginxHeaders.mjs';

const HASH = 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=';

function directive(policy: string, name: string): string | undefined {
  return policy.split('; ').find((entry) => entry.startsWith(`${name} `));
}

describe('security headers', () => {
  it('allows inline scripts by hash only, never all inline scripts, and no eval by default', () => {
    expect(directive(contentSecurityPolicy([HASH]), 'script-src')).toBe(`script-src 'self' '${HASH}'`);
  });

  it("adds 'unsafe-eval' for a page with the live editor, and changes nothing else", () => {
    const strict = securityHeaders([HASH]);
    const liveEditor = securityHeaders([HASH], {liveEditor: true});
    const policy = liveEditor['Content-Security-Policy'];
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' '${HASH}' 'unsafe-eval'`);
    expect(policy.replace(" 'unsafe-eval'", '')).toBe(strict['Content-Security-Policy']);
    expect({...liveEditor, 'Content-Security-Policy': ''}).toEqual({...strict, 'Content-Security-Policy': ''});
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

  it('sends a header from an nginx variable when asked', () => {
    const lines = nginxHeaderLines(securityHeaders([HASH]), {'Content-Security-Policy': '$adp_csp'}).split('\n');
    expect(lines).toContain('add_header Content-Security-Policy $adp_csp always;');
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('maps the exact clean path of each page with a live demo to the eval policy, everything else to the strict one', () => {
    const map = nginxPolicyMap([HASH], ['/', '/api/line', '/~demos/line-basic']);
    expect(map).toContain(
      'map $adp_exact_path $adp_live_editor_page {\n    default 0;\n    "" 1;\n    "/api/line" 1;\n',
    );
    expect(map).toContain('    "/~demos/line-basic" 1;\n}');
    expect(map).toContain(`    "~ 1$"  "${contentSecurityPolicy([HASH], {liveEditor: true})}";`);
    expect(map).toContain(`    default "${contentSecurityPolicy([HASH])}";`);
  });

  it("gives every header's value empty on nginx's second header pass of a 416, so none is sent twice", () => {
    const map = nginxPolicyMap([HASH], ['/']);
    expect(map).toContain(
      'map "$status $adp_live_editor_page" $adp_content_security_policy {\n    volatile;\n    "~^416 " "";',
    );
    for (const [name, value] of Object.entries(securityHeaders([HASH]))) {
      if (name === 'Content-Security-Policy') continue;
      expect(map).toContain(
        `map $status ${headerVariable(name)} {\n    volatile;\n    416 "";\n    default "${value}";\n}`,
      );
    }
    expect(headerVariable('X-Content-Type-Options')).toBe('$adp_header_x_content_type_options');
  });

  it("maps each page's path in any case to its own spelling, leaving out paths that differ only in case", () => {
    const map = nginxPolicyMap([HASH], [], ['/', '/api', '/api/line', '/guide', '/Guide', '/~demos/line-basic']);
    const block = map.slice(map.indexOf('map $adp_clean_path $adp_page_spelling {'), map.indexOf('}') + 1);
    expect(block.split('\n').slice(1, -1)).toEqual([
      '    default "";',
      '    "/api" "/api";',
      '    "/api/line" "/api/line";',
      '    "/~demos/line-basic" "/~demos/line-basic";',
    ]);
  });

  it('refuses a value nginx would read as a variable', () => {
    expect(() => nginxHeaderLines({'X-Test': 'a $b'})).toThrow(/X-Test/);
    expect(() => nginxPolicyMap([HASH], ['/a"b'])).toThrow(/page path/);
  });
});
