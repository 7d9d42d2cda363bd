import { stringify, type Stringifier } from 'csv-stringify';

/**
 * A spreadsheet reads a cell starting with one of these as a formula ("=HYPERLINK(…)"), so text an
 * investor or anyone else typed (a narration, an address) gets a leading apostrophe. OWASP also
 * lists tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

export interface CsvColumn<Row> {
  header: string;
  /** Amounts and dates the server writes itself; never a formula. */
  value?: (row: Row) => string;
  /** Text that came from a person: neutralised against formula injection. */
  text?: (row: Row) => string | null;
}

/**
 * RFC 4180: CRLF line ends, a field with a comma, quote or line break quoted, quotes doubled.
 * Records are written as the rows arrive, so a long statement never sits in memory.
 */
export function csvStream<Row>(columns: CsvColumn<Row>[], rows: AsyncIterable<Row>): Stringifier {
  const stringifier = stringify({ header: true, columns: columns.map((column) => column.header), record_delimiter: 'windows' });
  void (async () => {
    try {
      for await (const row of rows) {
        const record = columns.map((column) => (column.value ? column.value(row) : neutraliseFormula(column.text?.(row) ?? '')));
        if (!stringifier.write(record)) await new Promise((resolve) => stringifier.once('drain', resolve));
      }
      stringifier.end();
    } catch (error) {
      stringifier.destroy(error as Error);
    }
  })();
  return stringifier;
}
