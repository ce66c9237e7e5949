import { createTranslator } from 'use-intl/core';
import de from '../../messages/de.json';
import ro from '../../messages/ro.json';
import type { MailTranslator } from '../mail/compose';
import { senderCopy, storeMail } from './message-mails';
import type { VisitorMessage } from './message-schema';

const translator = (messages: Record<string, unknown>, locale: string) =>
  createTranslator({ locale, messages, namespace: 'ContactMail' }) as unknown as MailTranslator;
const store = {
  config: { storeName: 'Sanitärwelt' },
  info: { email: 'service@sanitaerwelt.at' },
} as Parameters<typeof storeMail>[2]['store'];
const context = { store };

const message: VisitorMessage & { orderNumber: string } = {
  name: '<b>Maria</b> "Gruber"',
  email: 'maria.gruber@example.at',
  orderNumber: 'ORD123456789012',
  subject: 'Lieferung <script>alert(1)</script>',
  message: 'Guten Tag,\n\nwann kommt die <i>Therme</i>?\r\nhttps://spam.example/win',
};

describe('the mail to the store', () => {
  const mail = storeMail('contact', message, context, 'de', 'en', translator(de, 'de'));

  it('goes to the store’s service address from the store, answerable to the sender', () => {
    expect(mail.from).toBe('"Sanitärwelt" <service@sanitaerwelt.at>');
    expect(mail.to).toBe('service@sanitaerwelt.at');
    expect(mail.replyTo).toBe('maria.gruber@example.at');
    expect(mail.subject).toBe('Kontaktanfrage: Lieferung <script>alert(1)</script>');
  });

  it('carries everything the sender wrote, markup as text', () => {
    expect(mail.text).toContain('Von: <b>Maria</b> "Gruber" <maria.gruber@example.at>');
    expect(mail.text).toContain(
      'Bestellnummer (nur ihre Form geprüft, nicht ob es die Bestellung gibt): ORD123456789012',
    );
    expect(mail.text).toContain('Sprache der Seite: en');
    expect(mail.text).toContain('wann kommt die <i>Therme</i>?');
    expect(mail.html).toContain('<p>wann kommt die &#60;i&#62;Therme&#60;/i&#62;?</p>');
    expect(mail.html).toContain('Lieferung &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).not.toMatch(/<(script|b|i)>/);
  });

  it('leaves the order number out of feedback', () => {
    const { orderNumber: _, ...feedback } = message;
    const sent = storeMail('feedback', feedback, context, 'de', 'de', translator(de, 'de'));
    expect(sent.subject).toBe('Feedback: Lieferung <script>alert(1)</script>');
    expect(sent.text).not.toContain('Bestellnummer');
  });
});

describe('the sender’s copy', () => {
  const copy = senderCopy('contact', message, context, 'ro', translator(ro, 'ro'));

  it('goes to the typed address under the shop’s own subject, in the page’s language', () => {
    expect(copy.to).toBe('maria.gruber@example.at');
    expect(copy.from).toBe('"Sanitärwelt" <service@sanitaerwelt.at>');
    expect(copy.subject).toBe('Mesajul dumneavoastră către Sanitärwelt');
    expect(copy.replyTo).toBeUndefined();
  });

  it('opens with the shop’s confirmation, greets no one by the typed name and quotes what was typed', () => {
    const paragraphs = copy.text.split('\n\n');
    expect(paragraphs.slice(0, 3)).toEqual([
      'Bună ziua,',
      'vă mulțumim pentru mesajul trimis către Sanitärwelt. L-am primit și vă răspundem cât mai curând.',
      'Mesajul dumneavoastră, așa cum a fost trimis prin formularul nostru:',
    ]);
    expect(copy.text).not.toContain('Maria');
    expect(paragraphs).toContain('> Subiect: Lieferung <script>alert(1)</script>');
    expect(paragraphs).toContain('> Numărul comenzii: ORD123456789012');
    expect(paragraphs).toContain('> wann kommt die <i>Therme</i>?');
    expect(paragraphs).toContain('> https://spam.example/win');
    expect(copy.html).not.toContain('<a ');
    expect(copy.html).not.toMatch(/<(script|i)>/);
    expect(copy.text).toContain('service@sanitaerwelt.at');
  });
});
