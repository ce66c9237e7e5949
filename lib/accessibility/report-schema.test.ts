import { barrierReportErrors, barrierReportSchema } from './report-schema';

const report = {
  name: 'Maria Gruber',
  email: 'Maria.Gruber@Example.at',
  page: 'https://www.sanitaerwelt.at/badezimmer.html?brand=2',
  description: 'Die Filter lassen sich mit dem Screenreader nicht bedienen.',
};

describe('barrierReportSchema', () => {
  it('takes a complete report, trimmed, with the address in lower case', () => {
    expect(barrierReportSchema.parse({ ...report, name: '  Maria Gruber ', language: 'de' })).toEqual({
      ...report,
      email: 'maria.gruber@example.at',
      language: 'de',
    });
  });

  it('takes a report without a name, and a page given by its path', () => {
    const parsed = barrierReportSchema.parse({ ...report, name: undefined, page: '/cart' });
    expect(parsed).toMatchObject({ name: '', page: '/cart' });
    expect(barrierReportSchema.parse({ ...report, name: '' }).name).toBe('');
  });

  it.each([
    ['an address without @', { email: 'kein-at-zeichen' }, { email: 'account.emailInvalid' }],
    ['no address', { email: undefined }, { email: 'account.emailInvalid' }],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, { name: 'barrierReport.nameTooLong' }],
    ['a name with markup', { name: '<script>' }, { name: 'barrierReport.nameInvalid' }],
    ['no page', { page: '' }, { page: 'barrierReport.pageRequired' }],
    ['a blank page', { page: '   ' }, { page: 'barrierReport.pageRequired' }],
    ['a script address', { page: 'javascript:alert(1)' }, { page: 'barrierReport.pageInvalid' }],
    ['another host without scheme', { page: '//evil.example/path' }, { page: 'barrierReport.pageInvalid' }],
    ['words for a page', { page: 'die Startseite' }, { page: 'barrierReport.pageInvalid' }],
    ['a path of 501 characters', { page: `/${'a'.repeat(500)}` }, { page: 'barrierReport.pageInvalid' }],
    ['a short description', { description: 'zu kurz' }, { description: 'barrierReport.descriptionTooShort' }],
    [
      'a description short once trimmed',
      { description: '  kurz        ' },
      { description: 'barrierReport.descriptionTooShort' },
    ],
    [
      'a description of 2001 characters',
      { description: 'x'.repeat(2001) },
      { description: 'barrierReport.descriptionTooLong' },
    ],
    ['a number as description', { description: 42 }, { description: 'barrierReport.descriptionTooShort' }],
  ])('refuses %s with a message for its field', (_, change, errors) => {
    expect(barrierReportSchema.safeParse({ ...report, ...change }).success).toBe(false);
    expect(barrierReportErrors({ ...report, ...change })).toEqual(errors);
  });

  it('names every wrong field once, in the order of the form', () => {
    const errors = barrierReportErrors({ description: '', page: 'ftp://x', email: 'a@', name: '<b>' });
    expect(Object.entries(errors)).toEqual([
      ['name', 'barrierReport.nameInvalid'],
      ['email', 'account.emailInvalid'],
      ['page', 'barrierReport.pageInvalid'],
      ['description', 'barrierReport.descriptionTooShort'],
    ]);
  });

  it('has nothing to say about a report that may be sent', () => {
    expect(barrierReportErrors(report)).toEqual({});
  });

  it('refuses a language the shop does not speak', () => {
    expect(barrierReportSchema.safeParse({ ...report, language: 'fr' }).success).toBe(false);
  });
});
