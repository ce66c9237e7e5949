import { postCspReport } from '../testing/csp-report-requests';

// The collector has no database: what it is tested against is the request a browser (or anyone) sends.
jest.mock('server-only', () => ({}));

const run = Date.now() % 250;
let sender = 0;
const nextAddress = () => `203.0.113.${(run + (sender += 1)) % 255}, 10.${run}.0.${sender}`;

const report = (body: string, type: string, address = nextAddress()) => postCspReport(body, type, address);

const legacy = JSON.stringify({
  'csp-report': {
    'document-uri': 'http://at.localhost:3100/cart?token=secret',
    'blocked-uri': 'inline',
    'effective-directive': 'script-src-elem',
  },
});

describe('the CSP report collector', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('logs one compact line per violation, from report-uri’s and the Reporting API’s reports', async () => {
    expect((await report(legacy, 'application/csp-report')).status).toBe(204);
    const batch = JSON.stringify([
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://at.localhost:3100/',
          blockedURL: 'https://evil.example/x.js',
          effectiveDirective: 'script-src-elem',
        },
      },
    ]);
    expect((await report(batch, 'application/reports+json')).status).toBe(204);
    expect(logged.mock.calls).toEqual([
      ['CSP violation: script-src-elem blocked inline on http://at.localhost:3100/cart'],
      ['CSP violation: script-src-elem blocked https://evil.example/x.js on http://at.localhost:3100/'],
    ]);
  });

  it('answers junk with 400, never a 500', async () => {
    for (const [body, type] of [
      ['not json', 'application/csp-report'],
      ['{"csp-report":{}}', 'application/csp-report'],
      [legacy, 'application/json'],
      [legacy, 'text/plain'],
      [`[${'1,'.repeat(20_000)}1]`, 'application/reports+json'],
    ] as const) {
      const answer = await report(body, type);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { ok: boolean }).ok).toBe(false);
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it('stops logging for an address that floods it', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let count = 0; count < 31; count += 1)
      statuses.push((await report(legacy, 'application/csp-report', address)).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(logged).toHaveBeenCalledTimes(30);
  });
});
