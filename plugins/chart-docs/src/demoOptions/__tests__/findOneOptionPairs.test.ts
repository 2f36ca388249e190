import path from 'node:path';
import {scanDemos} from '../../scanDemos';
import {differingOptions, findOneOptionPairs} from '../findOneOptionPairs';

const SITE_DIR = path.resolve(__dirname, '../../../../..');
const FIXTURE_SITE = path.join(__dirname, '__fixtures__', 'site');

describe('findOneOptionPairs', () => {
  it('flags the planted pair that differs by one option outside its topics, and only that one', () => {
    expect(findOneOptionPairs(scanDemos(FIXTURE_SITE))).toEqual([
      {first: 'column-revenue', second: 'column-revenue-rounded', option: 'columnStyle'},
    ]);
  });

  it('lets the pair pass once either demo has the topic of the option', () => {
    const demos = scanDemos(FIXTURE_SITE).filter((demo) => demo.id !== 'column-revenue-rounded');
    expect(demos.map((demo) => demo.id)).toEqual(['column-revenue', 'column-revenue-labels']);
    expect(findOneOptionPairs(demos)).toEqual([]);
    const withoutTopic = demos.map((demo) => ({...demo, asset: {...demo.asset, topics: []}}));
    expect(findOneOptionPairs(withoutTopic)).toEqual([
      {first: 'column-revenue', second: 'column-revenue-labels', option: 'label'},
    ]);
  });

  it('counts an option set in one demo only as a difference', () => {
    expect(
      differingOptions(
        new Map([['a', '1']]),
        new Map([
          ['a', '1'],
          ['b', '2'],
        ]),
      ),
    ).toEqual(['b']);
    expect(differingOptions(new Map([['a', '1']]), new Map([['a', '2']]))).toEqual(['a']);
  });

  it('finds no two demos of one chart that differ by a single option outside their topics', () => {
    const pairs = findOneOptionPairs(scanDemos(SITE_DIR));
    const lines = pairs.map((pair) => `${pair.first} and ${pair.second} differ only in \`${pair.option}\``);
    // Make one of the demos a use case of its own (its data and story), or give it the option's topic.
    expect(lines).toEqual([]);
  });
});
