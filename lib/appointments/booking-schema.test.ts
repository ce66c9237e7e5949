import { bookingErrors, bookingSchema, NOTE_MAX_LENGTH } from './booking-schema';

const form = {
  serviceKind: 'fitting',
  postcode: '1060',
  startsAt: '2026-06-16T05:00:00.000Z',
  street: 'Mariahilfer Straße 12/4',
  city: 'Wien',
  name: 'Anna Muster',
  email: 'anna@example.at',
  phone: '+43 660 123 45 67',
  note: 'Zugang über den Hof.\r\nHund ist freundlich.',
  orderRef: 'ORD202606120042',
};

describe('bookingSchema', () => {
  it('reads a complete booking, the start as a Date and the note with plain line breaks', () => {
    expect(bookingSchema('at').parse(form)).toEqual({
      ...form,
      startsAt: new Date('2026-06-16T05:00:00Z'),
      note: 'Zugang über den Hof.\nHund ist freundlich.',
    });
  });

  it('takes empty optional fields as not given, and tidies what is typed', () => {
    const parsed = bookingSchema('de').parse({
      ...form,
      postcode: ' 80331 ',
      startsAt: '2026-06-16T07:00:00+02:00',
      name: '  Max Mustermann ',
      email: ' max@example.de ',
      phone: '',
      note: '   ',
      orderRef: ' ord202606120042 ',
    });
    expect(parsed).toMatchObject({ postcode: '80331', name: 'Max Mustermann', email: 'max@example.de' });
    expect(parsed.startsAt).toEqual(new Date('2026-06-16T05:00:00Z'));
    expect(parsed.orderRef).toBe('ORD202606120042');
    expect([parsed.phone, parsed.note]).toEqual([undefined, undefined]);
    const { phone: _phone, note: _note, orderRef: _orderRef, ...required } = form;
    expect(bookingSchema('at').safeParse(required).success).toBe(true);
  });
});

describe('bookingErrors', () => {
  const errorsOf = (changes: Record<string, unknown>, store: 'at' | 'de' | 'ro' = 'at') =>
    bookingErrors(store, { ...form, ...changes });

  it('is empty for a valid booking', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ postcode: '010011' }, 'ro')).toEqual({});
  });

  it('tells a malformed postcode from one outside the service areas', () => {
    expect(errorsOf({ postcode: '106' })).toEqual({ postcode: 'appointment.postcodeInvalid' });
    expect(errorsOf({ postcode: '80331' })).toEqual({ postcode: 'appointment.postcodeInvalid' });
    expect(errorsOf({ postcode: '8010' })).toEqual({ postcode: 'appointment.outsideArea' });
    expect(errorsOf({ postcode: '20095' }, 'de')).toEqual({ postcode: 'appointment.outsideArea' });
    expect(errorsOf({ postcode: undefined })).toEqual({ postcode: 'appointment.postcodeInvalid' });
  });

  it('wants a start instant', () => {
    expect(errorsOf({ startsAt: undefined })).toEqual({ startsAt: 'appointment.slotRequired' });
    expect(errorsOf({ startsAt: '' })).toEqual({ startsAt: 'appointment.slotRequired' });
    expect(errorsOf({ startsAt: '2026-06-16T07:00' })).toEqual({ startsAt: 'appointment.slotRequired' });
    expect(errorsOf({ startsAt: '2026-02-30T07:00:00Z' })).toEqual({ startsAt: 'appointment.slotRequired' });
  });

  it('wants the street and town the team drives to, on one line each', () => {
    expect(errorsOf({ street: ' ', city: '' })).toEqual({
      street: 'appointment.streetRequired',
      city: 'appointment.cityRequired',
    });
    expect(errorsOf({ street: 'Hof\nTür 3', city: 'W'.repeat(81) })).toEqual({
      street: 'appointment.streetInvalid',
      city: 'appointment.cityInvalid',
    });
  });

  it('refuses an address calendars refuse, whose domain label ends or starts with a hyphen', () => {
    expect(errorsOf({ email: 'anna@mail-.at' })).toEqual({ email: 'appointment.emailInvalid' });
    expect(errorsOf({ email: 'anna@-mail.at' })).toEqual({ email: 'appointment.emailInvalid' });
    expect(errorsOf({ email: 'anna.berger+termin@mail-box.at' })).toEqual({});
  });

  it('wants a name and a working email address', () => {
    expect(errorsOf({ name: '   ' })).toEqual({ name: 'appointment.nameRequired' });
    expect(errorsOf({ name: undefined })).toEqual({ name: 'appointment.nameRequired' });
    expect(errorsOf({ name: 'Anna\u0000' })).toEqual({ name: 'appointment.nameInvalid' });
    expect(errorsOf({ name: 'A'.repeat(101) })).toEqual({ name: 'appointment.nameInvalid' });
    expect(errorsOf({ email: 'anna@' })).toEqual({ email: 'appointment.emailInvalid' });
    expect(errorsOf({ email: undefined })).toEqual({ email: 'appointment.emailInvalid' });
  });

  it('checks the optional fields only when given', () => {
    expect(errorsOf({ phone: 'call me' })).toEqual({ phone: 'appointment.phoneInvalid' });
    expect(errorsOf({ phone: '+43' })).toEqual({ phone: 'appointment.phoneInvalid' });
    expect(errorsOf({ orderRef: 'ORD123' })).toEqual({ orderRef: 'appointment.orderInvalid' });
    expect(errorsOf({ orderRef: 'INV202606120042' })).toEqual({ orderRef: 'appointment.orderInvalid' });
    expect(errorsOf({ serviceKind: 'demolition' })).toEqual({
      serviceKind: 'appointment.serviceKindRequired',
    });
  });

  it('allows a note of 500 characters with line breaks, but no longer and no control characters', () => {
    expect(errorsOf({ note: 'x'.repeat(NOTE_MAX_LENGTH) })).toEqual({});
    // CR LF counts as the one line break the customer sees.
    expect(errorsOf({ note: `${'x'.repeat(NOTE_MAX_LENGTH - 3)}\r\n\tx` })).toEqual({});
    expect(errorsOf({ note: 'x'.repeat(NOTE_MAX_LENGTH + 1) })).toEqual({ note: 'appointment.noteTooLong' });
    expect(errorsOf({ note: 'Klingel\u0007 defekt' })).toEqual({ note: 'appointment.noteInvalid' });
    expect(errorsOf({ note: 'Erster Stock\n\tlinks' })).toEqual({});
  });

  it('reports each field once, in form order', () => {
    expect(Object.keys(errorsOf({ orderRef: 'x', name: '', postcode: 'x', email: 'x' }))).toEqual([
      'postcode',
      'name',
      'email',
      'orderRef',
    ]);
  });
});
