import { creditNote, line, postal, romanianInvoice } from './invoice-example.testing';
import { renderInvoicePdf } from './invoice-pdf';
import { renderTextPdf } from '../pdf/text-pdf';
import type { InvoiceDocument } from './invoice-types';
import jsQR from 'jsqr';
import { pdfInfo, readObjects } from './pdf-objects.testing';
import { pdfPages, pdfText } from './pdf-text.testing';

const lines = async (invoice: InvoiceDocument) => pdfPages(await renderInvoicePdf(invoice)).flat();
const lineStarting = (all: string[], start: string) => all.find((text) => text.startsWith(start));

const germanInvoice = (overrides: Partial<InvoiceDocument> = {}) =>
  romanianInvoice({
    language: 'de',
    locale: 'de-AT',
    currency: 'EUR',
    seller: {
      name: 'Sanitärwelt GmbH',
      company: null,
      addressLines: ['Mariahilfer Straße 12', '1070 Wien', 'Österreich'],
      postal: postal('Mariahilfer Straße 12', '1070', 'Wien', 'AT', '9'),
      vatNumber: 'ATU12345678',
      email: 'service@sanitaerwelt.at',
      phone: '+43 1 555 0100',
      iban: 'AT611904300234573201',
    },
    postage: { title: 'DPD Paket', net: 1_490, vatRateBasisPoints: 2000, gross: 1_788 },
    ...overrides,
  });

/**
 * The QR code a PDF draws as one filled path of module-sized rectangles, read the way a banking app reads the
 * printed page: the rectangles painted black on white with a quiet zone, then decoded.
 */
function transferCodeOf(pdf: Buffer): string | null {
  const streams = [...readObjects(pdf).values()].map((object) => object.stream?.toString('latin1') ?? '');
  const block = streams.flatMap(
    (text) => /((?:[\d.]+ [\d.]+ [ml]\n|h\n){40,})(?:[^\n]*(?:cs|scn)\n)*f\n/.exec(text)?.[1] ?? [],
  )[0];
  if (!block) return null;
  const rectangles = block.split('h\n').flatMap((subpath) => {
    const points = [...subpath.matchAll(/([\d.]+) ([\d.]+) [ml]/g)].map(([, x, y]) => [Number(x), Number(y)]);
    if (points.length === 0) return [];
    const xs = points.map(([x]) => x!);
    const ys = points.map(([, y]) => y!);
    return [{ left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) }];
  });
  const size = Math.max(...rectangles.map((rectangle) => rectangle.right));
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const { left, right, top, bottom } of rectangles)
    for (let y = (top + 4) * scale; y < (bottom + 4) * scale; y += 1) {
      pixels.fill(0, (y * side + (left + 4) * scale) * 4, (y * side + (right + 4) * scale) * 4);
      for (let x = (left + 4) * scale; x < (right + 4) * scale; x += 1) pixels[(y * side + x) * 4 + 3] = 255;
    }
  return jsQR(pixels, side, side)?.data ?? null;
}

describe('renderInvoicePdf', () => {
  it('prints the transfer code of a prepayment invoice in euro: the total to the store’s account, the order as reference', async () => {
    const pdf = await renderInvoicePdf(
      germanInvoice({ seller: { ...germanInvoice().seller, bic: 'OBKLAT2L' } }),
    );
    expect(transferCodeOf(pdf)).toBe(
      'BCD\n002\n1\nSCT\nOBKLAT2L\nSanitärwelt GmbH\nAT611904300234573201\nEUR6824.46\n\n\nORD-7F3K2Q',
    );
    expect(pdfText(pdf)).toContain('GiroCode: Mit Ihrer Banking-App scannen');
  });

  it('prints no transfer code in lei, for another payment, or for a credit note', async () => {
    expect(transferCodeOf(await renderInvoicePdf(romanianInvoice()))).toBeNull();
    expect(
      transferCodeOf(await renderInvoicePdf(germanInvoice({ payment: 'stripe', paymentNote: null }))),
    ).toBeNull();
    expect(transferCodeOf(await renderInvoicePdf(creditNote(germanInvoice())))).toBeNull();
  });

  it('keeps every letter searchable after another document met them inside accented ones first', async () => {
    await renderTextPdf('Ö', ['Ö Ș Ț ă Ü']);
    const text = pdfText(await renderInvoicePdf(romanianInvoice()));
    expect(text).toContain('Ștefan Țurcanu');
    expect(text).toContain('Instalații Bărăgan SRL');
    expect(text).toContain('Strada Mărășești 4');
  });

  it('keeps the Romanian letters ș ț ă î â', async () => {
    const text = pdfText(await renderInvoicePdf(romanianInvoice()));
    expect(text).toContain('Factură');
    expect(text).toContain('061344 București');
    expect(text).toContain('Țară: România');
    expect(text).toContain('Ștefan Țurcanu');
    expect(text).toContain('Instalații Bărăgan SRL');
    expect(text).toContain('Modalitate de plată: Transfer bancar în avans');
  });

  it('shows the invoice and order numbers with their dates', async () => {
    const all = await lines(romanianInvoice());
    expect(all).toContain('Număr factură SL-2026-000123');
    expect(all).toContain('Data facturii 05.03.2026');
    expect(all).toContain('Număr comandă ORD-7F3K2Q');
    expect(all).toContain('Data comenzii 03.03.2026');
  });

  it('names the date of supply, as the invoice date when it is the same day', async () => {
    expect(await lines(romanianInvoice())).toContain('Data livrării aceeași cu data facturii');
    expect(await lines(germanInvoice())).toContain('Lieferdatum entspricht dem Rechnungsdatum');
    expect(await lines(romanianInvoice({ supplyDate: '2026-03-09' }))).toContain('Data livrării 09.03.2026');
  });

  it('writes amounts in lei for a Romanian invoice in RON', async () => {
    const all = await lines(romanianInvoice());
    expect(lineStarting(all, 'BAT-1001')).toContain('459,90 lei 21 % 919,80 lei 1.112,96 lei');
    expect(all).toContain('Total de plată 6.824,46 lei');
    expect(all.join('\n')).not.toMatch(/RON/);
  });

  it("prints the seller's and the buyer's VAT ids", async () => {
    const text = pdfText(await renderInvoicePdf(romanianInvoice()));
    expect(text).toContain('Cod TVA: RO12345678');
    expect(text).toContain('Cod TVA: RO87654321');
  });

  it('prints the delivery address only when there is one', async () => {
    expect(pdfText(await renderInvoicePdf(romanianInvoice()))).toContain('Adresă de livrare');
    const text = pdfText(await renderInvoicePdf(romanianInvoice({ deliveryAddress: null })));
    expect(text).not.toContain('Adresă de livrare');
    expect(text).not.toContain('Năvodari');
  });

  it('gives each line its VAT rate and wraps long titles with the variant under them', async () => {
    const all = await lines(romanianInvoice());
    expect(lineStarting(all, 'BAT-1001 Baterie lavoar cu senzor')).toMatch(/ 2 459,90 lei 21 % /);
    expect(lineStarting(all, 'PV-2002 Panou fotovoltaic')).toMatch(
      / 10 520,00 lei 11 % 5\.200,00 lei 5\.772,00 lei$/,
    );
    expect(all.some((line) => line.endsWith('orice baie'))).toBe(true);
    expect(all).toContain('Crom, 60 cm');
  });

  it('lists VAT per rate with its base and tax, then the totals', async () => {
    const all = await lines(romanianInvoice());
    expect(all).toContain('TVA 21 % 869,80 lei 182,66 lei');
    expect(all).toContain('TVA 11 % 5.200,00 lei 572,00 lei');
    expect(all).toContain('Total fără TVA 6.069,80 lei');
    expect(all).toContain('Total TVA 754,66 lei');
  });

  it('shows postage as free at 0 and with its rate and amounts otherwise', async () => {
    expect(await lines(romanianInvoice())).toContain('Transport: Curier gratuit gratuit');
    expect(await lines(germanInvoice())).toContain('Versand: DPD Paket 20 % € 14,90 € 17,88');
  });

  it('takes the discount off under its coupon code', async () => {
    expect(await lines(romanianInvoice())).toContain('Cupon PRIMAVARA10 -50,00 lei -60,50 lei');
    expect(pdfText(await renderInvoicePdf(romanianInvoice({ discount: null })))).not.toContain('Cupon');
  });

  it('prints the buyer’s confirmation of Germany’s photovoltaics condition only when it was given', async () => {
    const confirmed = pdfText(
      await renderInvoicePdf(germanInvoice({ confirmedConditions: ['dwelling-photovoltaics'] })),
    ).replace(/\n/g, ' ');
    expect(confirmed).toContain('Der Käufer hat bestätigt, die Photovoltaikanlage auf oder in der Nähe');
    expect(pdfText(await renderInvoicePdf(germanInvoice()))).not.toContain('Photovoltaikanlage');
  });

  it('prints the payment note for prepayment', async () => {
    const text = pdfText(await renderInvoicePdf(romanianInvoice()));
    expect(text).toContain('RO49 AAAA 1B31 0075 9384 0000');
  });

  it('prints the reverse-charge note only for a reverse-charge invoice, in its language', async () => {
    const romanian = 'Taxare inversă – livrare intracomunitară scutită de TVA conform art. 138 din Directiva';
    expect(pdfText(await renderInvoicePdf(romanianInvoice()))).not.toContain('Taxare inversă');
    expect(pdfText(await renderInvoicePdf(romanianInvoice({ reverseCharge: true })))).toContain(romanian);

    const german = pdfText(await renderInvoicePdf(germanInvoice({ reverseCharge: true }))).replace(
      /\n/g,
      ' ',
    );
    expect(german).toContain(
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) – innergemeinschaftliche Lieferung, ' +
        'steuerfrei gem. Art. 138 MwSt-SystRL.',
    );
    expect(pdfText(await renderInvoicePdf(germanInvoice()))).not.toContain('Reverse Charge');

    const english = pdfText(await renderInvoicePdf(romanianInvoice({ language: 'en', reverseCharge: true })));
    expect(english).toContain('Reverse charge – intra-community supply, exempt under Art. 138 of Directive');
  });

  it('runs many lines onto further pages and repeats the table header on each', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      line(
        `REF-${index + 1}`,
        'Heizkörper Typ 22 Kompakt 600 × 1000 mm mit seitlichem Anschluss',
        'Weiß',
        1,
        12_345,
        2000,
      ),
    );
    const pages = pdfPages(await renderInvoicePdf(germanInvoice({ lines: many })));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page).toContain('Art.-Nr. Artikel Menge Einzelpreis USt. Netto Brutto');
      expect(page.at(-1)).toMatch(new RegExp(`^Rechnung SL-2026-000123 · Seite \\d von ${pages.length}$`));
    }
    const refs = pages.flat().filter((text) => /^REF-\d+ /.test(text));
    expect(refs.map((text) => text.split(' ')[0])).toEqual(many.map((item) => item.ref));
    expect(pages.at(-1)).toContain('Gesamtbetrag € 6.824,46');
  });

  it('names the document and dates it on the invoice date, so the same invoice gives the same file', async () => {
    const pdf = await renderInvoicePdf(romanianInvoice());
    expect(pdfInfo(pdf)).toMatchObject({
      Title: 'Factură SL-2026-000123',
      Author: 'SanitarLume SRL',
      CreationDate: 'D:20260305000000Z',
    });
    expect((await renderInvoicePdf(romanianInvoice())).equals(pdf)).toBe(true);
  });

  it('prints a credit note under its own title and number, naming the invoice it cancels, every amount negative', async () => {
    const all = await lines(creditNote(romanianInvoice()));
    expect(all.slice(0, 2)).toEqual(['SanitarLume SRL', 'Factură de stornare']);
    expect(all).toContain('Număr factură SL-2026-000140');
    expect(all).toContain('Data facturii 09.03.2026');
    expect(all).toContain('Stornează factura SL-2026-000123, 05.03.2026');
    // The supply it reverses keeps its day, now another than the document's.
    expect(all).toContain('Data livrării 05.03.2026');
    expect(lineStarting(all, 'BAT-1001')).toMatch(/ -2 .* -\S+ lei -\S+ lei$/);
    expect(all).toContain('Cupon PRIMAVARA10 50,00 lei 60,50 lei');
    expect(all).toContain('Total de plată -6.824,46 lei');
    expect(all).toContain('Transport: Curier gratuit gratuit');
    const text = pdfText(await renderInvoicePdf(creditNote(romanianInvoice()))).replace(/\n/g, ' ');
    expect(text).toContain('Această factură stornează integral factura SL-2026-000123 din 05.03.2026');
    expect(text).not.toContain('Modalitate de plată');
    const german = await lines(creditNote(germanInvoice()));
    expect(german).toContain('Zu Rechnung SL-2026-000123, 05.03.2026');
    expect(german.at(-1)).toBe('Stornorechnung SL-2026-000140 · Seite 1 von 1');
    expect(pdfInfo(await renderInvoicePdf(creditNote(germanInvoice())))).toMatchObject({
      Title: 'Stornorechnung SL-2026-000140',
      CreationDate: 'D:20260309000000Z',
    });
  });
});
