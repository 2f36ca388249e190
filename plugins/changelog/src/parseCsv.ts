import {CsvError, parse} from 'csv-parse/sync';
import {ChangelogParseError} from './changelogParseError';

export interface CsvRecord {
  /** 1-based line on which the record starts. */
  line: number;
  fields: string[];
}

const LINE_BREAK = /\r\n|\r|\n/g;

const countLineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/** What to write instead, for each csv-parse error a hand-edited file can hit. */
const CSV_ERROR_ADVICE: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed. Add the closing double quote.',
  INVALID_OPENING_QUOTE:
    'a double quote inside an unquoted field. Wrap the whole field in double quotes and write each quote inside it as "".',
  CSV_INVALID_CLOSING_QUOTE: 'text after the closing double quote of a field. Put the whole field inside the quotes.',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE:
    'text after the closing double quote of a field. Put the whole field inside the quotes.',
};

/**
 * RFC 4180 CSV through csv-parse: comma-separated fields, a field wrapped in
 * double quotes may hold commas, line breaks and doubled quotes (`""`). A
 * byte order mark, LF or CRLF line ends, blank lines and whitespace around a
 * field are accepted. Rows may have any number of fields (the caller says
 * which count is right). Anything else throws a ChangelogParseError naming
 * the line the faulty row starts on.
 */
export function parseCsv(text: string, source: string): CsvRecord[] {
  // csv-parse reports where a record ends in bytes of the UTF-8 input; lines are counted here
  // (its own line count takes a CRLF inside a quoted field for two lines).
  const input = Buffer.from(text);
  const lines = text.split(LINE_BREAK);
  /** First line after `line` that holds more than whitespace: where the next record starts. */
  const nextRecordLine = (line: number) => {
    let next = line + 1;
    while (next <= lines.length && lines[next - 1].trim() === '') {
      next += 1;
    }
    return next;
  };
  // Bytes of the records read so far (with their line ends) and the line breaks in them.
  let readBytes = 0;
  let readLines = 0;
  const records: CsvRecord[] = [];
  try {
    parse(input, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      on_record: (fields: string[], {bytes}) => {
        const line = nextRecordLine(readLines);
        readLines += countLineBreaks(input.subarray(readBytes, bytes).toString());
        readBytes = bytes;
        // A line of only spaces is blank, as an empty line is.
        if (!(fields.length === 1 && fields[0] === '')) {
          records.push({line, fields});
        }
        // Collected above; csv-parse keeps nothing.
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) {
      throw error;
    }
    throw new ChangelogParseError(
      source,
      nextRecordLine(readLines),
      CSV_ERROR_ADVICE[error.code] ?? `${error.message}.`,
    );
  }
  return records;
}
