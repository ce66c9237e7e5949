import { isBodyProblem, readBody } from './request-body';

const post = (body: string, type: string | null) =>
  new Request('http://at.localhost/api/cart', {
    method: 'POST',
    body,
    headers: type ? { 'content-type': type } : {},
  });

describe('readBody', () => {
  it('reads JSON and forms, a repeated form field as a list', async () => {
    expect(await readBody(post('{"a":1}', 'application/json; charset=utf-8'))).toEqual({
      kind: 'json',
      data: { a: 1 },
    });
    expect(await readBody(post('action=add&extras=1&extras=2', 'application/x-www-form-urlencoded'))).toEqual(
      {
        kind: 'form',
        data: { action: 'add', extras: ['1', '2'] },
      },
    );
  });

  it('answers a problem, never an exception, for what a client may send', async () => {
    const problems = await Promise.all([
      readBody(post('{', 'application/json')),
      readBody(post('x', 'text/plain')),
      readBody(post('x', null)),
      readBody(post('a='.padEnd(20_000, 'x'), 'application/x-www-form-urlencoded')),
    ]);
    expect(problems.map((problem) => (isBodyProblem(problem) ? problem.status : 'ok'))).toEqual([
      400, 415, 415, 413,
    ]);
  });
});
