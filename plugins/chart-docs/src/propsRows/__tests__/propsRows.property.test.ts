/**
 * @jest-environment node
 */
import fc from 'fast-check';
import type {PropRow} from '../../props/types';
import {locatePropPath} from '../locatePropPath';
import {parsePropAnchor, toPropAnchorId} from '../propAnchor';
import {mapPropRows, walkPropRows} from '../walkPropRows';

/** Option names as the typings spell them: identifiers, `$` and `_` included (no dots). */
const optionName = fc.stringMatching(/^[A-Za-z_$][\w$]{0,7}$/);

function row(name: string, children: PropRow[] | undefined): PropRow {
  return {name, type: 'string', defaultValue: '', description: '', descriptionLang: 'en', badges: [], children};
}

/** Rows of one level: distinct names, as the extraction merges fields by name. */
const {rows} = fc.letrec<{rows: PropRow[]; row: PropRow}>((tie) => ({
  rows: fc.uniqueArray(tie('row'), {maxLength: 4, selector: (candidate) => candidate.name}),
  row: fc
    .record({name: optionName, children: fc.option(tie('rows'), {nil: undefined, depthSize: 'small'})})
    .map(({name, children}) => row(name, children)),
}));

/** A table whose two groups share no top-level name, as own and common options never do. */
const table = fc.tuple(rows, rows).map(([first, second]) => {
  const ownNames = new Set(first.map((candidate) => candidate.name));
  return {own: first, common: second.filter((candidate) => !ownNames.has(candidate.name))};
});

describe('walk, locate and anchor agree', () => {
  it('every path the walk yields is located to its row, with the rows above it and the right group', () => {
    fc.assert(
      fc.property(table, (generated) => {
        for (const [group, groupRows] of [
          ['own', generated.own],
          ['common', generated.common],
        ] as const) {
          for (const {row: visited, path} of walkPropRows(groupRows)) {
            const location = locatePropPath(generated, path);
            expect(location?.row).toBe(visited);
            expect(location?.group).toBe(group);
            // The rows to expand lead from a top-level row down to it, each holding the next.
            const chain = [
              ...(location?.ancestors ?? []).map((above) => locatePropPath(generated, above)?.row),
              visited,
            ];
            expect(chain).toHaveLength(path.split('.').length);
            expect(groupRows).toContain(chain[0]);
            chain.slice(1).forEach((below, index) => expect(chain[index]?.children).toContain(below));
          }
        }
      }),
    );
  });

  it('every walked path survives the trip through its anchor, escaped or not', () => {
    fc.assert(
      fc.property(table, (generated) => {
        for (const {path} of walkPropRows([...generated.own, ...generated.common])) {
          const id = toPropAnchorId(path);
          expect(parsePropAnchor(`#${id}`)).toBe(path);
          expect(parsePropAnchor(`#${encodeURIComponent(id)}`)).toBe(path);
        }
      }),
    );
  });

  it('a map that keeps each row walks the same paths to equal rows', () => {
    fc.assert(
      fc.property(rows, (generated) => {
        const mapped = mapPropRows(generated, (current) => ({...current}));
        expect(mapped).toEqual(generated);
        expect(Array.from(walkPropRows(mapped), ({path}) => path)).toEqual(
          Array.from(walkPropRows(generated), ({path}) => path),
        );
      }),
    );
  });
});
