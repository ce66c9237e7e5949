import { parseViolations, violationLine } from './csp-report';

describe('CSP violation reports', () => {
  it('read report-uri’s format into one line without query strings', () => {
    const violations = parseViolations('application/csp-report', {
      'csp-report': {
        'document-uri': 'https://www.sanitaerwelt.at/cart?email=maria@example.at',
        'blocked-uri': 'inline',
        'effective-directive': 'script-src-elem',
      },
    });
    expect(violations?.map(violationLine)).toEqual([
      'CSP violation: script-src-elem blocked inline on https://www.sanitaerwelt.at/cart',
    ]);
  });

  it('read the Reporting API’s batches, keeping only CSP violations', () => {
    const violations = parseViolations('application/reports+json', [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://www.sanitaerwelt.at/',
          blockedURL: 'https://evil.example/x.js?k=1',
          effectiveDirective: 'script-src-elem',
        },
      },
      { type: 'deprecation', body: { documentURL: 'https://www.sanitaerwelt.at/' } },
    ]);
    expect(violations).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        page: 'https://www.sanitaerwelt.at/',
      },
    ]);
  });

  it('refuse what is not a report of the declared kind', () => {
    expect(parseViolations('application/csp-report', { hello: 1 })).toBeNull();
    expect(parseViolations('application/csp-report', [])).toBeNull();
    expect(parseViolations('application/reports+json', { 'csp-report': {} })).toBeNull();
    expect(parseViolations('application/reports+json', [])).toBeNull();
  });
});
