import { recipientKey } from './recipient-key';

describe('recipientKey', () => {
  it('counts one mailbox however its address is spelled', () => {
    expect(recipientKey('registration', '  Anna.Huber@Example.AT ')).toBe(
      recipientKey('registration', 'anna.huber@example.at'),
    );
  });

  it('counts each kind of mail on its own', () => {
    expect(recipientKey('passwordReset', 'a@example.at')).not.toBe(
      recipientKey('registration', 'a@example.at'),
    );
  });
});
