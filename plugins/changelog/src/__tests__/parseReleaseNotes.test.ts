/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildChangelogData} from '../parseChangelog';
import {parseReleaseNotes, withReleaseNotes} from '../parseReleaseNotes';

const RELEASES = new Set(['1.0.0', '2.12.0']);
const parse = (text: string) => parseReleaseNotes(text, 'notes.csv', RELEASES);

describe('parseReleaseNotes', () => {
  it('maps each noted version to its note', () => {
    expect(parse('version,note\n2.12.0,"Not new, see onReady"\n1.0.0,Wraps G2Plot 1.x\n')).toEqual({
      '2.12.0': 'Not new, see onReady',
      '1.0.0': 'Wraps G2Plot 1.x',
    });
  });

  it('names the line of a version the changelog does not list', () => {
    expect(() => parse('version,note\n1.0.0,ok\n9.9.9,nope\n')).toThrow(
      'notes.csv:3: "9.9.9" is not a release of the changelog. Note only listed versions.',
    );
  });

  it('rejects a second note for a version, an empty note, a missing header and extra fields', () => {
    expect(() => parse('version,note\n1.0.0,a\n1.0.0,b\n')).toThrow('notes.csv:3: "1.0.0" has a note already');
    expect(() => parse('version,note\n1.0.0,\n')).toThrow('notes.csv:2: the note of "1.0.0" is empty');
    expect(() => parse('1.0.0,a\n')).toThrow('notes.csv:1: the first line must be the header "version,note".');
    expect(() => parse('version,note\n1.0.0,a,b\n')).toThrow('notes.csv:2: expected 2 fields');
  });
});

describe("the site's notes", () => {
  const site = path.resolve(__dirname, '../../../..');
  const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8');
  const data = withReleaseNotes(
    buildChangelogData(read('data/changelog-g2plot-react.csv'), 'data/changelog-g2plot-react.csv'),
    read('data/changelog-g2plot-react-notes.csv'),
    'data/changelog-g2plot-react-notes.csv',
  );

  // The entries issue 31 names as contradicting the documented 1.x package.
  it.each(['1.0.0', '2.12.0', '1.6.0'])('mark the %s entry', (version) => {
    expect(data.notes[version]).toMatch(/@ant-design\/plots/);
  });
});
