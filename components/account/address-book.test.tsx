/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { AddressBook } from './address-book';

const book = (addresses: Parameters<typeof AddressBook>[0]['addresses']) =>
  render(
    <NextIntlClientProvider locale="de" messages={de}>
      <AddressBook addresses={addresses} countries={[]} language="de" accountHref="/account" form={null} />
    </NextIntlClientProvider>,
  );

describe('AddressBook', () => {
  it('says the addresses could not be read, and still offers to add one', () => {
    book(null);
    expect(screen.getByRole('alert').textContent).toBe('Beim Laden der Adressen ist ein Fehler aufgetreten');
    expect(screen.getByRole('link', { name: 'Adresse hinzufügen' }).getAttribute('href')).toBe(
      '/account?address=new#address-form',
    );
  });

  it('tells an empty book from one that could not be read', () => {
    book([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/^Ihr Adressbuch ist leer\./)).toBeTruthy();
  });
});
