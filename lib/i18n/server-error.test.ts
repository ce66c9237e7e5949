import { serverErrorAudience, supportContacts } from './server-error';

describe('serverErrorAudience', () => {
  it.each([
    ['www.sanitaerwelt.at', 'de', 'at'],
    ['sanitaerwelt.de', 'de', 'de'],
    ['www.sanitarlume.ro', 'ro', 'ro'],
    ['at.localhost', 'de', 'at'],
    ['ro.localhost', 'ro', 'ro'],
  ] as const)('%s gets %s with the %s support line', (host, language, store) => {
    expect(serverErrorAudience(host)).toEqual({ language, contact: supportContacts[store] });
  });

  it.each(['localhost', '127.0.0.1', 'shop.example.com', 'de.example.com', 'evil-ro.com'])(
    '%s gets English without a contact',
    (host) => {
      expect(serverErrorAudience(host)).toEqual({ language: 'en', contact: null });
    },
  );
});
