// A warehouse's CSV (RFC 4180) read into records with the line each starts on. No CSV library is in the
// lockfile and the API needs only reading, of small files (a day's parcels), so this is a small parser
// rather than a new dependency: quoted fields (with `""` for a quote, and commas and line breaks inside),
// CRLF or LF line ends, a UTF-8 byte order mark (Excel writes one), and `;` as the separator when the
// header uses it (Excel in most European locales exports so). Pure: no I/O.

export interface CsvRecord {
  /** The 1-based line of the file the record starts on, as a text editor numbers it. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/** `,` unless the first line has a `;` outside quotes and no `,` there. */
function separatorOf(text: string): ',' | ';' {
  let quoted = false;
  let semicolon = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') return ',';
    else if (!quoted && c === ';') semicolon = true;
  }
  return semicolon ? ';' : ',';
}

/** Every record of the file; blank lines are skipped. A quote left open is a CsvSyntaxError naming its line. */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const sep = separatorOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  /** The field began with a quote (so it may hold separators and line breaks). */
  let wasQuoted = false;
  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
    } else if (c === '"') {
      throw new CsvSyntaxError(line, `line ${line}: a quote inside a field that is not quoted (write the field in quotes and the quote twice)`);
    } else if (c === sep) {
      endField();
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (wasQuoted) {
      throw new CsvSyntaxError(line, `line ${line}: text after the closing quote of a field`);
    } else {
      field += c;
    }
  }
  if (quoted) throw new CsvSyntaxError(recordLine, `line ${recordLine}: a quoted field is never closed`);
  endRecord();
  return records;
}
