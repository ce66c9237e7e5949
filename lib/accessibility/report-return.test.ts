import { reportReturnPath } from './report-return';

describe('reportReturnPath', () => {
  it('leads back to the page of this host that sent the form', () => {
    expect(reportReturnPath('/barrierefreiheit', '')).toBe('/barrierefreiheit');
    expect(reportReturnPath('/en/accesibilitate', '/en')).toBe('/en/accesibilitate');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['another host without scheme', '//evil.example/'],
    ['a backslash trick', '/\\evil.example'],
    ['a query of its own', '/barrierefreiheit?error=x'],
    ['nothing', undefined],
    ['a number', 3],
  ])('leads home instead of to %s', (_, back) => {
    expect(reportReturnPath(back, '')).toBe('/');
    expect(reportReturnPath(back, '/en')).toBe('/en');
  });
});
