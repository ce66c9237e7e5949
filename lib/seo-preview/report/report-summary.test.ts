import { summarizeReport } from './report-summary';

describe('summarizeReport', () => {
  it('counts problems by kind, the built-in kinds in their order and then a caller’s, and the pages', () => {
    const at = 'https://www.sanitaerwelt.at';
    expect(
      summarizeReport([
        { kind: 'priceMismatch', url: `${at}/a` },
        { kind: 'titleTooLong', url: `${at}/a` },
        { kind: 'notOk', url: `${at}/b` },
        { kind: 'titleTooLong', url: `${at}/c` },
      ]),
    ).toEqual({
      kinds: [
        { kind: 'notOk', count: 1 },
        { kind: 'titleTooLong', count: 2 },
        { kind: 'priceMismatch', count: 1 },
      ],
      pages: 3,
    });
    expect(summarizeReport([])).toEqual({ kinds: [], pages: 0 });
  });
});
