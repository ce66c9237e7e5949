import { format } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { withoutQueryValues } from './log-error';

describe('withoutQueryValues', () => {
  it('keeps the query, the database’s message and code, and drops the values down the cause chain', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "customer_email"'),
      {
        code: '23505',
        detail: 'Key (email)=(anna@example.at) already exists.',
        params: ['anna@example.at'],
      },
    );
    const error = new DrizzleQueryError(
      'INSERT INTO customer (email) VALUES ($1)',
      ['anna@example.at'],
      cause,
    );
    const shown = format(withoutQueryValues(error));
    expect(shown).toContain('INSERT INTO customer (email) VALUES ($1)');
    expect(shown).toContain('customer_email');
    expect(shown).toContain('23505');
    expect(shown).not.toContain('anna@example.at');
  });

  it('leaves every other error as it is', () => {
    const error = new Error('SMTP timeout');
    expect(withoutQueryValues(error)).toBe(error);
    expect(withoutQueryValues('text')).toBe('text');
  });
});
