import type { ReportProblem } from './problems';
import { reportCsv } from './report-csv';

const csv = (problems: ReportProblem[]) => [...reportCsv(problems)].join('');

describe('reportCsv', () => {
  it('writes a header and a row per problem, CRLF-ended, after a byte order mark', () => {
    expect(
      csv([
        { kind: 'titleMissing', url: 'https://www.sanitaerwelt.at/bad' },
        { kind: 'notOk', url: 'https://www.sanitaerwelt.ro/baie', detail: '404' },
      ]),
    ).toBe(
      '\uFEFFkind,url,detail\r\n' +
        'titleMissing,https://www.sanitaerwelt.at/bad,\r\n' +
        'notOk,https://www.sanitaerwelt.ro/baie,404\r\n',
    );
  });

  it('quotes cells with commas, quotes and line breaks as RFC 4180 says', () => {
    expect(
      csv([
        { kind: 'titleTooLong', url: 'https://www.sanitaerwelt.de/a,b', detail: 'Der "Klassiker"\nin Chrom' },
      ]),
    ).toBe(
      '\uFEFFkind,url,detail\r\ntitleTooLong,"https://www.sanitaerwelt.de/a,b","Der ""Klassiker""\nin Chrom"\r\n',
    );
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const rows = csv(
      ['=HYPERLINK("https://evil.example")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', 'a=1'].map(
        (detail) => ({
          kind: 'titleTooLong',
          url: 'https://www.sanitaerwelt.at/',
          detail,
        }),
      ),
    ).split('\r\n');
    expect(
      rows.slice(1, -1).map((row) => row.slice('titleTooLong,https://www.sanitaerwelt.at/,'.length)),
    ).toEqual([
      `"'=HYPERLINK(""https://evil.example"")"`,
      "'+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      `"'\r=1"`,
      'a=1',
    ]);
  });
});
