import path from 'node:path';
import {ChangelogParseError, groupByMajor, parseChangelog, parseCsv, versionAnchor} from '../parseChangelog';
import {loadChangelog} from '../loadChangelog';
import {DEFAULT_LISTS} from '../options';
import type {ChangelogList, ChangelogRelease} from '../types';

const HEADER = 'version,date,label,changes';

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\n') + '\n';
}

/** Runs `fn` and returns the ChangelogParseError it throws. */
function parseError(fn: () => unknown): ChangelogParseError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ChangelogParseError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a ChangelogParseError');
}

describe('parseCsv', () => {
  it('keeps commas, semicolons and doubled quotes inside quoted fields', () => {
    const records = parseCsv('a,b\n1,"x, y; ""z"""\n', 'test.csv');
    expect(records).toEqual([
      {line: 1, fields: ['a', 'b']},
      {line: 2, fields: ['1', 'x, y; "z"']},
    ]);
  });

  it('accepts CRLF line ends, a byte order mark, blank lines and a missing final newline', () => {
    const records = parseCsv('\uFEFFa,b\r\n\r\n1,2\r\n3,', 'test.csv');
    expect(records).toEqual([
      {line: 1, fields: ['a', 'b']},
      {line: 3, fields: ['1', '2']},
      {line: 4, fields: ['3', '']},
    ]);
  });

  it('numbers records by the line they start on when a quoted field spans lines', () => {
    const records = parseCsv('a,b\n1,"two\nlines"\n2,x\n', 'test.csv');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
    expect(records[1].fields[1]).toBe('two\nlines');
  });

  it('names the line where an unclosed quote opens', () => {
    const error = parseError(() => parseCsv('a,b\n1,ok\n2,"never closed\n3,x\n', 'data.csv'));
    expect(error.line).toBe(3);
    expect(error.message).toBe('data.csv:3: a quoted field is never closed. Add the closing double quote.');
  });

  it('rejects a quote in the middle of an unquoted field and text after a closing quote', () => {
    expect(parseError(() => parseCsv('a,b\n1,say "hi"\n', 'data.csv')).message).toMatch(
      /^data\.csv:2: a double quote inside an unquoted field/,
    );
    expect(parseError(() => parseCsv('a,b\n1,"hi" there\n', 'data.csv')).message).toMatch(
      /^data\.csv:2: text after the closing double quote/,
    );
  });
});

describe('parseChangelog', () => {
  it('parses a row with a quoted changes field into kind sections', () => {
    const [release] = parseChangelog(
      csv('2.2.0,2020-10-19,,"feat: BoxChart, DualAxesChart; fix: tooltip; feat: StockChart; deps: G2Plot 2.x"'),
    );
    expect(release).toEqual({
      version: '2.2.0',
      date: '2020-10-19',
      label: null,
      anchor: '220',
      major: 2,
      sections: [
        {kind: 'feat', title: 'Features', anchor: '220-feat', items: ['BoxChart, DualAxesChart', 'StockChart']},
        {kind: 'fix', title: 'Fixes', anchor: '220-fix', items: ['tooltip']},
        {kind: 'deps', title: 'Dependencies', anchor: '220-deps', items: ['G2Plot 2.x']},
      ],
    });
  });

  it('orders sections by importance and gives readable titles to every kind', () => {
    const [release] = parseChangelog(
      csv(
        '1.0.0,2020-03-16,,"docs: d; perf: p; maintenance: m; experimental: e; deprecated: o; fix: f; feat: n; deps: x; breaking: b"',
      ),
    );
    expect(release.sections.map((s) => s.title)).toEqual([
      'Breaking changes',
      'Deprecations',
      'Features',
      'Experimental',
      'Fixes',
      'Performance',
      'Dependencies',
      'Documentation',
      'Maintenance',
    ]);
  });

  it('keeps an item without a known kind whole, under "Other changes"', () => {
    const [release] = parseChangelog(csv('2.3.1,2020-11-24,,maintenance release; chore: tidy up; fix: x'));
    expect(release.sections).toEqual([
      {kind: 'fix', title: 'Fixes', anchor: '231-fix', items: ['x']},
      {kind: 'other', title: 'Other changes', anchor: '231-other', items: ['maintenance release', 'chore: tidy up']},
    ]);
  });

  it('sorts releases newest first by semver, pre-releases below their release', () => {
    const releases = parseChangelog(
      csv(
        '0.0.1-alpha.0,2020-01-14,Alpha,feat: a',
        '0.0.1,2020-01-16,,feat: b',
        '0.0.1-alpha.10,2020-01-15,Alpha,feat: c',
        '0.0.1-beta.0,2020-01-16,Beta,feat: d',
        '0.0.1-alpha.2,2020-01-15,Alpha,feat: e',
        '0.10.0,2020-02-01,,feat: f',
        '0.9.0,2020-01-30,,feat: g',
      ),
    );
    expect(releases.map((r) => r.version)).toEqual([
      '0.10.0',
      '0.9.0',
      '0.0.1',
      '0.0.1-beta.0',
      '0.0.1-alpha.10',
      '0.0.1-alpha.2',
      '0.0.1-alpha.0',
    ]);
  });

  it('reads the label column into a badge kind, or null when empty', () => {
    const releases = parseChangelog(
      csv(
        '2.5.0,2020-12-07,Experimental,experimental: lab charts',
        '1.7.0,2020-06-30,Deprecated,breaking: RingChart removed',
        '1.1.3-beta.0,2020-04-14,Beta,maintenance release',
        '0.0.1-alpha.0,2020-01-14,Alpha,feat: LineChart',
        '1.0.0,2020-03-16,,feat: x',
      ),
    );
    expect(Object.fromEntries(releases.map((r) => [r.version, r.label]))).toEqual({
      '2.5.0': 'Experimental',
      '1.7.0': 'Deprecated',
      '1.1.3-beta.0': 'Beta',
      '1.0.0': null,
      '0.0.1-alpha.0': 'Alpha',
    });
  });

  it.each([
    ['a wrong header', 'version,date,changes\n1.0.0,2020-01-01,feat: x\n', 1, /the header is "version,date,changes"/],
    ['an empty file', '', 1, /the file is empty/],
    ['an unquoted comma', csv('1.0.0,2020-01-01,,feat: A, B'), 2, /expected 4 fields .* but found 5\. Wrap a field/],
    ['a missing column', csv('2.0.0,2020-10-10,,feat: x', '1.0.0,2020-01-01'), 3, /expected 4 fields .* but found 2/],
    ['a bad version', csv('v1.0,2020-01-01,,feat: x'), 2, /"v1\.0" is not a version/],
    [
      'a version with a v prefix',
      csv('2.0.0,2020-10-10,,feat: x', 'v1.0.0,2020-01-01,,feat: x'),
      3,
      /"v1\.0\.0" is not/,
    ],
    ['a version with build metadata', csv('1.0.0+build.5,2020-01-01,,feat: x'), 2, /"1\.0\.0\+build\.5" is not/],
    ['a version with a leading zero', csv('01.0.0,2020-01-01,,feat: x'), 2, /"01\.0\.0" is not a version/],
    ['a stray quote', csv('1.0.0,2020-01-01,,feat: say "hi"'), 2, /a double quote inside an unquoted field/],
    ['text after a closing quote', csv('1.0.0,2020-01-01,,"feat: x" y'), 2, /text after the closing double quote/],
    ['an unclosed quote', csv('2.0.0,2020-10-10,,feat: x', '1.0.0,2020-01-01,,"feat: x'), 3, /never closed/],
    [
      'an impossible date',
      csv('1.0.0,2020-02-30,,feat: x'),
      2,
      /"2020-02-30" is not a date\. Write the release date as YYYY-MM-DD/,
    ],
    ['a date in another format', csv('1.0.0,01/02/2020,,feat: x'), 2, /"01\/02\/2020" is not a date/],
    [
      'an unknown label',
      csv('1.0.0,2020-01-01,RC,feat: x'),
      2,
      /unknown label "RC"\. Leave it empty or use one of Alpha, Beta/,
    ],
    ['no changes', csv('1.0.0,2020-01-01,,'), 2, /version 1\.0\.0 lists no changes/],
    ['an empty item', csv('1.0.0,2020-01-01,,"feat: x; ; fix: y"'), 2, /change item 2 is empty/],
    [
      'a duplicate version',
      csv('1.0.0,2020-01-01,,feat: x', '1.0.0,2020-01-02,,fix: y'),
      3,
      /already listed on line 2/,
    ],
  ])('fails on %s, naming the line', (_case, text, line, message) => {
    const error = parseError(() => parseChangelog(text, 'data/changelog-versions.csv'));
    expect(error.line).toBe(line);
    expect(error.message).toMatch(new RegExp(`^data/changelog-versions\\.csv:${line}: `));
    expect(error.message).toMatch(message);
  });

  it('reads quoted fields with commas, line breaks and quotes, a BOM and CRLF line ends', () => {
    const text =
      '\uFEFFversion,date,label,changes\r\n' +
      '1.1.0,2020-02-01,,"feat: ""Line"", ""Area""; fix: one,\r\ntwo"\r\n' +
      '\r\n' +
      '1.0.0,2020-01-01,Beta,docs: first\r\n';
    const releases = parseChangelog(text);
    expect(releases.map((r) => [r.version, r.label, r.sections.map((s) => s.items)])).toEqual([
      // An item spanning lines has no `kind:` on its own line, so it stays whole under "Other changes".
      ['1.1.0', null, [['"Line", "Area"'], ['fix: one,\r\ntwo']]],
      ['1.0.0', 'Beta', [['first']]],
    ]);
  });

  it('names the line of a bad row after CRLF line ends and a multi-line field', () => {
    const text = csv('2.0.0,2020-10-10,,"feat: one;\nfix: two"', '1.0.0,2020-01-01,,feat: x', 'x.y,2020-01-01,,feat: y')
      .split('\n')
      .join('\r\n');
    expect(parseError(() => parseChangelog(text, 'c.csv')).message).toBe(
      'c.csv:5: "x.y" is not a version. Write MAJOR.MINOR.PATCH, optionally with a pre-release such as 1.2.0-beta.0.',
    );
  });

  it('counts lines of a multi-line quoted field when naming a later bad row', () => {
    const text = csv('2.0.0,2020-10-10,,"feat: one;\nfix: two"', '1.0.0,not-a-date,,feat: x');
    expect(parseError(() => parseChangelog(text, 'c.csv')).message).toMatch(/^c\.csv:4: /);
  });
});

describe('anchors', () => {
  it('removes every non-alphanumeric character from the version', () => {
    expect(versionAnchor('2.13.5')).toBe('2135');
    expect(versionAnchor('0.0.1-alpha.0')).toBe('001alpha0');
    expect(versionAnchor('1.1.3-beta.0')).toBe('113beta0');
  });

  it('rejects two versions that would share an anchor', () => {
    const error = parseError(() => parseChangelog(csv('1.11.0,2020-01-02,,feat: x', '1.1.10,2020-01-01,,feat: y')));
    expect(error.message).toMatch(/version 1\.1\.10 gets the same anchor "#1110" as 1\.11\.0 on line 2/);
  });
});

describe('version order', () => {
  const order = (...versions: string[]) =>
    parseChangelog(csv(...versions.map((version) => `${version},2020-01-01,,feat: x`))).map((r) => r.version);

  it('follows semver precedence, newest first', () => {
    expect(order('1.0.0-rc.1', '1.0.0', '10.0.0', '2.0.0')).toEqual(['10.0.0', '2.0.0', '1.0.0', '1.0.0-rc.1']);
    expect(order('1.0.0-alpha.1', '1.0.0-alpha', '1.0.0-alpha.beta', '1.0.0-beta.11', '1.0.0-beta.2')).toEqual([
      '1.0.0-beta.11',
      '1.0.0-beta.2',
      '1.0.0-alpha.beta',
      '1.0.0-alpha.1',
      '1.0.0-alpha',
    ]);
    expect(order('2.0.0', '2.0.0-beta.1', '1.9.9')).toEqual(['2.0.0', '2.0.0-beta.1', '1.9.9']);
  });
});

describe('groupByMajor', () => {
  it('groups releases by major version, newest major first, keeping release order', () => {
    const releases = parseChangelog(
      csv(
        '0.7.0,2020-03-05,,feat: a',
        '2.0.0,2020-10-10,,feat: b',
        '1.0.0,2020-03-16,,feat: c',
        '2.1.0,2020-10-16,,feat: d',
      ),
    );
    expect(groupByMajor(releases, '@opd/g2plot-react', 'opd-').map((m) => [m.title, m.anchor])[0]).toEqual([
      '@opd/g2plot-react 2.x',
      'opd-2x',
    ]);
    const majors = groupByMajor(releases);
    expect(majors.map((m) => [m.title, m.anchor, m.releases.map((r) => r.version)])).toEqual([
      ['2.x', '2x', ['2.1.0', '2.0.0']],
      ['1.x', '1x', ['1.0.0']],
      ['0.x', '0x', ['0.7.0']],
    ]);
  });
});

describe('the site data files', () => {
  const siteDir = path.join(__dirname, '../../../..');
  let lists: ChangelogList[] = [];
  let releases: ChangelogRelease[] = [];
  beforeAll(async () => {
    lists = (await loadChangelog(siteDir, DEFAULT_LISTS)).lists;
    releases = lists[1].majors.flatMap((m) => m.releases);
  });

  it('list the releases of @ant-design/plots 1.x first: every 1.x version the npm registry holds, newest first', () => {
    const [plots] = lists;
    expect(plots.name).toBe('@ant-design/plots');
    expect(plots.majors.map((m) => [m.title, m.anchor])).toEqual([['@ant-design/plots 1.x', '1x']]);
    const versions = plots.majors[0].releases.map((r) => r.version);
    // `npm view @ant-design/plots versions`: 1.0.1 to 1.2.6, without 1.0.0.
    expect(versions).toEqual([
      ...['1.2.6', '1.2.5', '1.2.4', '1.2.3', '1.2.2', '1.2.1', '1.2.0', '1.1.1', '1.1.0'],
      ...['1.0.9', '1.0.8', '1.0.7', '1.0.6', '1.0.5', '1.0.4', '1.0.3', '1.0.2', '1.0.1'],
    ]);
    expect(plots.majors[0].releases[0]).toMatchObject({version: '1.2.6', anchor: '126'});
    expect(plots.majors[0].releases.find((r) => r.version === '1.0.5')?.sections[0].items[0]).toBe('Venn chart');
  });

  it('then the @opd/g2plot-react list, from 2.13.5 (2024-12-18) down to 0.0.1-alpha.0 (2020-01-14), anchors prefixed', () => {
    expect(lists[1].name).toBe('@opd/g2plot-react');
    expect(releases[0]).toMatchObject({version: '2.13.5', date: '2024-12-18', anchor: 'g2plot-react-2135'});
    expect(releases[releases.length - 1]).toMatchObject({
      version: '0.0.1-alpha.0',
      date: '2020-01-14',
      anchor: 'g2plot-react-001alpha0',
      label: 'Alpha',
    });
    expect(lists[1].releaseCount).toBe(releases.length);
    expect(releases).toHaveLength(76);
    expect(lists[1].majors.map((m) => m.title)).toEqual([
      '@opd/g2plot-react 2.x',
      '@opd/g2plot-react 1.x',
      '@opd/g2plot-react 0.x',
    ]);
  });

  it('keeps every version, newest first', () => {
    expect(releases.map((r) => r.version).slice(0, 3)).toEqual(['2.13.5', '2.13.4', '2.13.3']);
    expect(releases.map((r) => r.version).slice(-8)).toEqual([
      '0.0.3',
      '0.0.2',
      '0.0.1',
      '0.0.1-beta.0',
      '0.0.1-alpha.3',
      '0.0.1-alpha.2',
      '0.0.1-alpha.1',
      '0.0.1-alpha.0',
    ]);
    expect(releases.map((r) => r.version)).toContain('1.1.3-beta.0');
    expect(releases.findIndex((r) => r.version === '1.1.3')).toBe(
      releases.findIndex((r) => r.version === '1.1.3-beta.0') - 1,
    );
  });

  it('lists releases with dates that never go forward in time as versions go down, in both lists', () => {
    for (const list of lists) {
      const all = list.majors.flatMap((m) => m.releases);
      for (let i = 1; i < all.length; i += 1) {
        expect(all[i].date <= all[i - 1].date).toBe(true);
      }
    }
  });

  it('fails the build, naming both files, when two lists would share an anchor', async () => {
    const [plots] = DEFAULT_LISTS;
    await expect(
      loadChangelog(siteDir, [plots, {...plots, name: 'copy', path: 'data/changelog-plots.csv'}]),
    ).rejects.toThrow(
      `data/changelog-plots.csv:1: the anchor "#1x" is also one of @ant-design/plots's (data/changelog-plots.csv). Give one of the two lists its own anchorPrefix.`,
    );
  });
});
