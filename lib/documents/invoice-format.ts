import { formatMoney } from '../pricing/format';
import type { InvoiceDocument } from './invoice-types';

export interface InvoiceFormat {
  /** Minor units as the locale writes money: "1.234,50 €", "€ 1.234,50", "1.234,50 lei". */
  money(minor: number): string;
  /** An ISO date (YYYY-MM-DD) as the locale writes it: 05.03.2026. */
  date(iso: string): string;
  /** A quantity, with decimals only when it has some (metres of pipe). */
  quantity(value: number): string;
  /** Basis points as a percentage: 1900 → "19 %" (de), "19%" (en). */
  rate(basisPoints: number): string;
}

/** Parsed as midnight UTC and written in UTC, so the server's time zone can never move it a day. */
export const isoDateAsUtc = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function invoiceFormat(invoice: Pick<InvoiceDocument, 'locale' | 'currency'>): InvoiceFormat {
  const dates = new Intl.DateTimeFormat(invoice.locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const rates = new Intl.NumberFormat(invoice.locale, { style: 'percent', maximumFractionDigits: 2 });
  const quantities = new Intl.NumberFormat(invoice.locale, { maximumFractionDigits: 3 });
  return {
    money: (minor) => formatMoney({ amount: minor, currency: invoice.currency }, invoice.locale),
    date: (iso) => dates.format(isoDateAsUtc(iso)),
    quantity: (value) => quantities.format(value),
    rate: (basisPoints) => rates.format(basisPoints / 10_000),
  };
}
