import { messageErrors, messageKeyOf, messageSchemas, MESSAGE_MAX_LENGTH } from './message-schema';

const contact = {
  name: 'Ștefan Țurcanu',
  email: 'Stefan@Example.RO',
  orderNumber: 'ord123456789012',
  subject: 'Întrebare despre comanda mea',
  message: 'Bună ziua,\nCând sosește centrala termică? 🔥',
};

describe('the contact form’s schema', () => {
  it('takes names, subjects and messages in any script, an address in lower case, an order number in capitals', () => {
    expect(messageSchemas.contact.parse(contact)).toMatchObject({
      name: 'Ștefan Țurcanu',
      email: 'stefan@example.ro',
      orderNumber: 'ORD123456789012',
      message: 'Bună ziua,\nCând sosește centrala termică? 🔥',
    });
    expect(messageSchemas.contact.parse({ ...contact, name: '山田 太郎', orderNumber: '' }).orderNumber).toBe(
      '',
    );
    expect(messageSchemas.contact.parse({ ...contact, orderNumber: undefined }).orderNumber).toBe('');
  });

  it('keeps markup as the text it is: it is escaped wherever it is shown, never refused or run', () => {
    const markup = { ...contact, name: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' };
    expect(messageSchemas.contact.parse(markup)).toMatchObject({
      name: markup.name,
      message: markup.message,
    });
  });

  it('checks an order number for its form only', () => {
    for (const orderNumber of ['ORD12345678901', 'ORD1234567890123', '123456789012', 'ORD12345678901x'])
      expect(messageErrors('contact', { ...contact, orderNumber })).toEqual({
        orderNumber: 'contactForm.orderNumberInvalid',
      });
  });

  it('names every wrong field once, in form order, with its own code', () => {
    expect(
      messageErrors('contact', { name: ' ', email: 'stefan@localhost', subject: '', message: 'kurz' }),
    ).toEqual({
      name: 'contactForm.nameRequired',
      email: 'account.emailInvalid',
      subject: 'contactForm.subjectRequired',
      message: 'contactForm.messageTooShort',
    });
    expect(messageErrors('contact', {})).toEqual({
      name: 'contactForm.nameRequired',
      email: 'account.emailInvalid',
      subject: 'contactForm.subjectRequired',
      message: 'contactForm.messageTooShort',
    });
  });

  it('refuses spam-sized input with a message, counting characters rather than UTF-16 units', () => {
    expect(messageErrors('contact', { ...contact, message: '🔥'.repeat(MESSAGE_MAX_LENGTH) })).toEqual({});
    expect(messageErrors('contact', { ...contact, message: '🔥'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      message: 'contactForm.messageTooLong',
    });
    expect(messageErrors('contact', { ...contact, name: 'ä'.repeat(101), subject: 'x'.repeat(151) })).toEqual(
      {
        name: 'contactForm.nameTooLong',
        subject: 'contactForm.subjectTooLong',
      },
    );
    expect(messageErrors('contact', { ...contact, email: `${'a'.repeat(250)}@example.at` })).toEqual({
      email: 'account.emailInvalid',
    });
    expect(messageErrors('contact', { ...contact, captcha_payload: 'x'.repeat(2000) })).toEqual({
      captcha: 'captcha.invalid',
    });
  });

  it('lets no line break into a name or subject (they go into the mail’s subject), but keeps the message’s', () => {
    expect(messageErrors('contact', { ...contact, subject: 'Hallo\r\nBcc: alle@example.at' })).toEqual({
      subject: 'contactForm.controlCharacters',
    });
    expect(messageErrors('contact', { ...contact, name: 'Anna\nMüller' })).toEqual({
      name: 'contactForm.controlCharacters',
    });
    expect(messageErrors('contact', { ...contact, message: 'Zeile eins\r\n\tZeile zwei' })).toEqual({});
    expect(messageErrors('contact', { ...contact, message: 'Zeile eins\u0007 und mehr' })).toEqual({
      message: 'contactForm.controlCharacters',
    });
  });

  it('refuses what is not text without throwing', () => {
    expect(messageErrors('contact', { ...contact, name: ['a', 'b'], message: 42 })).toEqual({
      name: 'contactForm.nameRequired',
      message: 'contactForm.messageTooShort',
    });
    expect(() => messageErrors('contact', null)).not.toThrow();
  });

  it('gives the feedback form no order number', () => {
    const { orderNumber: _, ...feedback } = contact;
    expect(messageSchemas.feedback.parse({ ...feedback, orderNumber: 'nonsense' })).not.toHaveProperty(
      'orderNumber',
    );
    expect(messageErrors('feedback', { ...feedback, orderNumber: 'nonsense' })).toEqual({});
  });

  it('finds the forms’ own codes under ContactForm.errors and the shop’s shared ones under Errors', () => {
    expect(messageKeyOf('contactForm.messageTooLong')).toBe('ContactForm.errors.messageTooLong');
    expect(messageKeyOf('captcha.replayed')).toBe('Errors.captcha.replayed');
    expect(messageKeyOf('account.emailInvalid')).toBe('Errors.account.emailInvalid');
  });
});
