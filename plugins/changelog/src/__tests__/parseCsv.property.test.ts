/** @jest-environment node */
import fc from 'fast-check';
import {stringify} from 'csv-stringify/sync';
import {ChangelogParseError, parseChangelog, parseCsv} from '../parseChangelog';

/** Characters that exercise every CSV rule: separators, quotes, line ends, spaces, multi-byte text. */
const CSV_CHAR = fc.constantFrom('a', 'Z', '1', '.', '-', ':', ';', ',', '"', '\n', '\r', ' ', '\t', 'é', '图', '📈');
const csvText = fc.string({unit: CSV_CHAR, maxLength: 80});
const anyText = fc.string({unit: 'grapheme', maxLength: 80});

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/** A row of one empty field is written as an empty line, which CSV readers skip. */
const isBlankRow = (fields: string[]) => fields.length === 1 && fields[0] === '';

function records(field: fc.Arbitrary<string>) {
  return fc.array(
    fc.array(field, {minLength: 1, maxLength: 6}).filter((fields) => !isBlankRow(fields)),
    {maxLength: 12},
  );
}

/** Each record starts on the line after the line breaks of the records written before it. */
function startLines(rows: string[][], options: Parameters<typeof stringify>[1]): number[] {
  return rows.map((_, index) => 1 + lineBreaks(stringify(rows.slice(0, index), options)));
}

describe('parseCsv, for any records a CSV writer (csv-stringify) writes', () => {
  it('reads back the same fields, each on the line it starts on', () => {
    // Whitespace around an unquoted field is not part of it (the reader trims it), so these fields have none.
    const field = csvText.filter((text) => text === text.trim());
    fc.assert(
      fc.property(records(field), fc.constantFrom('\n', '\r\n'), (rows, lineEnd) => {
        // RFC 4180 quotes a field with any line break; csv-stringify by itself quotes only its own line end.
        const options = {record_delimiter: lineEnd === '\n' ? 'unix' : 'windows', quoted_match: /[\r\n]/} as const;
        const parsed = parseCsv(stringify(rows, options), 'any.csv');
        expect(parsed.map((record) => record.fields)).toEqual(rows);
        expect(parsed.map((record) => record.line)).toEqual(startLines(rows, options));
      }),
    );
  });

  it('keeps every character of quoted fields, spaces and line breaks included, after a byte order mark', () => {
    fc.assert(
      fc.property(records(fc.oneof(csvText, anyText)), (rows) => {
        const options = {quoted: true, quoted_empty: true};
        const parsed = parseCsv(`\uFEFF${stringify(rows, options)}`, 'any.csv');
        expect(parsed.map((record) => record.fields)).toEqual(rows);
        expect(parsed.map((record) => record.line)).toEqual(startLines(rows, options));
      }),
    );
  });
});

describe('parseCsv and parseChangelog, for any text', () => {
  /** Returns normally or throws a ChangelogParseError naming the file and a line of it. */
  function expectReadOrClearError(read: () => unknown, text: string) {
    try {
      read();
    } catch (error) {
      expect(error).toBeInstanceOf(ChangelogParseError);
      const {line, message} = error as ChangelogParseError;
      expect(message).toMatch(new RegExp(`^any\\.csv:${line}: \\S`));
      expect(line).toBeGreaterThanOrEqual(1);
      expect(line).toBeLessThanOrEqual(lineBreaks(text) + 2);
    }
  }

  it('never crash: they read it or throw the clear error', () => {
    fc.assert(
      fc.property(fc.oneof(csvText, anyText), (text) => {
        expectReadOrClearError(() => parseCsv(text, 'any.csv'), text);
        const withHeader = `version,date,label,changes\n${text}`;
        expectReadOrClearError(() => parseChangelog(withHeader, 'any.csv'), withHeader);
      }),
      {numRuns: 500},
    );
  });
});
