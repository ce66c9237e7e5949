import { reportMessage, reportMessageOf } from './report-message';

describe('the outcome of a barrier report on its page', () => {
  it('reads the notice and the errors a 303 carries', () => {
    expect(reportMessageOf({ notice: 'barrierReport.sent' })).toEqual({
      kind: 'notice',
      key: 'BarrierReport.sent',
      values: {},
    });
    expect(reportMessageOf({ error: 'barrierReport.invalid', fields: 'email' })).toEqual({
      kind: 'error',
      key: 'Errors.barrierReport.invalid',
      values: {},
    });
    expect(reportMessageOf({ error: ['request.tooMany', 'x'], seconds: '40' })).toEqual({
      kind: 'error',
      key: 'Errors.request.tooMany',
      values: { seconds: 40 },
    });
  });

  it('ignores codes of other forms and nonsense', () => {
    expect(reportMessageOf({})).toBeNull();
    expect(reportMessageOf({ notice: 'account.loggedIn' })).toBeNull();
    expect(reportMessageOf({ error: 'account.wrongLogin' })).toBeNull();
    expect(reportMessage('error', 'request.tooMany', -3)?.values).toEqual({});
    expect(reportMessage('error', 'request.tooMany', 1.5)?.values).toEqual({});
  });
});
