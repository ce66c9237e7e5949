import { renderTextPdf } from '../../../../pdf/text-pdf';
import { bannerImage, type GeneratedImage } from './product-images';
import { labelBadge, type SvgFile } from './svg';

const svg = (file: string, width: number, height: number, inner: string, label: string): SvgFile => ({
  file,
  width,
  height,
  body: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">${inner}</svg>`,
  ),
});

const flag = (code: string, stripes: string[], vertical: boolean) =>
  svg(
    `site/flag-${code}.svg`,
    30,
    20,
    stripes
      .map((colour, i) =>
        vertical
          ? `<rect x="${i * 10}" y="0" width="10" height="20" fill="${colour}"/>`
          : `<rect x="0" y="${(i * 20) / stripes.length}" width="30" height="${20 / stripes.length}" fill="${colour}"/>`,
      )
      .join(''),
    code.toUpperCase(),
  );

const logo = (store: string, name: string, tld: string, dark: boolean) =>
  svg(
    `site/logo-${store}${dark ? '-footer' : ''}.svg`,
    220,
    56,
    `<path d="M28 6c8 12 16 20 16 30a16 16 0 0 1-32 0c0-10 8-18 16-30z" fill="${dark ? '#9fc5e8' : '#0b5394'}"/>` +
      `<text x="54" y="36" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="${dark ? '#ffffff' : '#0b3d6e'}">${name}</text>` +
      `<text x="56" y="50" font-family="Arial, Helvetica, sans-serif" font-size="11" fill="${dark ? '#d9e6f2' : '#41566b'}">${tld}</text>`,
    name,
  );

/** Logos, flags, footer badges, illustrations, banners and legal PDFs the locale configuration points to. */
export function siteMedia(): Array<SvgFile | GeneratedImage> {
  return [
    logo('at', 'Sanitärwelt', 'sanitaerwelt.at', false),
    logo('at', 'Sanitärwelt', 'sanitaerwelt.at', true),
    logo('de', 'Sanitärwelt', 'sanitaerwelt.de', false),
    logo('de', 'Sanitärwelt', 'sanitaerwelt.de', true),
    logo('ro', 'SanitarLume', 'sanitarlume.ro', false),
    logo('ro', 'SanitarLume', 'sanitarlume.ro', true),
    flag('at', ['#c8102e', '#ffffff', '#c8102e'], false),
    flag('de', ['#000000', '#dd0000', '#ffce00'], false),
    flag('ro', ['#002b7f', '#fcd116', '#ce1126'], true),
    labelBadge('site/pay-visa.svg', 'VISA', '#ffffff', '#1a1f71'),
    labelBadge('site/pay-mastercard.svg', 'Mastercard', '#ffffff', '#3c3c3c'),
    labelBadge('site/pay-paypal.svg', 'PayPal', '#ffffff', '#003087'),
    labelBadge('site/delivery.svg', 'DPD · Post', '#ffffff', '#7a0019'),
    labelBadge('site/mail.svg', 'E-Mail', '#0b3d6e', '#e8f0f8'),
    svg(
      'site/loading.svg',
      48,
      48,
      '<circle cx="24" cy="24" r="18" fill="none" stroke="#0b5394" stroke-width="5" stroke-dasharray="80 40"/>',
      'Loading',
    ),
    svg(
      'site/gift.svg',
      96,
      96,
      '<rect x="14" y="40" width="68" height="46" fill="#b3261e"/><rect x="8" y="28" width="80" height="16" fill="#d32f2f"/><rect x="42" y="28" width="12" height="58" fill="#ffd54f"/>',
      'Gift',
    ),
    svg(
      'site/testimonial.svg',
      96,
      96,
      '<circle cx="48" cy="48" r="46" fill="#e8f0f8"/><circle cx="48" cy="38" r="16" fill="#0b5394"/><path d="M18 82a30 24 0 0 1 60 0z" fill="#0b5394"/>',
      'Customer',
    ),
    svg(
      'site/cartoon-404.svg',
      320,
      240,
      '<rect width="320" height="240" fill="#eef4fa"/><path d="M120 190h80l-8-60h-64z" fill="#c9ced3"/><rect x="110" y="120" width="100" height="14" rx="7" fill="#8a9299"/>' +
        '<path d="M196 122c30-30 60-10 52 20" stroke="#8a9299" stroke-width="10" fill="none"/><circle cx="252" cy="160" r="6" fill="#4f9bd9"/><circle cx="248" cy="182" r="5" fill="#4f9bd9"/>' +
        '<text x="160" y="60" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="700" fill="#0b5394" text-anchor="middle">404</text>',
      '404',
    ),
    bannerImage(
      'bathroom',
      ['#0b5394', '#073763'],
      [
        ['faucet', '#c9ced3'],
        ['basin', '#f4f4f2'],
        ['shower', '#2b2b2b'],
      ],
    ),
    bannerImage(
      'heating',
      ['#7f1d1d', '#450a0a'],
      [
        ['outdoor-unit', '#f4f4f2'],
        ['radiator', '#f4f4f2'],
        ['boiler', '#f4f4f2'],
      ],
    ),
    bannerImage(
      'climate',
      ['#0e7490', '#164e63'],
      [
        ['wall-unit', '#f4f4f2'],
        ['outdoor-unit', '#b8bcc0'],
        ['portable', '#f4f4f2'],
      ],
    ),
    bannerImage(
      'sale',
      ['#ad1457', '#6a0d35'],
      [
        ['towel-radiator', '#3d4246'],
        ['radiator', '#f4f4f2'],
        ['valve', '#f4f4f2'],
      ],
    ),
    bannerImage(
      'pv',
      ['#1e3a8a', '#172554'],
      [
        ['solar', '#2b2b2b'],
        ['solar', '#b8bcc0'],
        ['pump', '#3d4246'],
      ],
    ),
    bannerImage(
      'advent',
      ['#14532d', '#052e16'],
      [
        ['bathtub', '#f4f4f2'],
        ['faucet', '#c8a45a'],
        ['towel-radiator', '#c8a45a'],
      ],
    ),
    bannerImage(
      'delivery',
      ['#4e342e', '#2d1d19'],
      [
        ['boiler', '#f4f4f2'],
        ['bathtub', '#f4f4f2'],
        ['outdoor-unit', '#b8bcc0'],
      ],
    ),
    bannerImage(
      'team',
      ['#334155', '#0f172a'],
      [
        ['service', '#0b5394'],
        ['pump', '#3d4246'],
        ['boiler', '#f4f4f2'],
      ],
    ),
  ];
}

export async function withdrawalForms(): Promise<Array<{ file: string; body: Buffer }>> {
  const german = [
    'An Sanitärwelt, Kundenservice, E-Mail: service@sanitaerwelt.at',
    'Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren:',
    'Bestellt am / erhalten am: ____________________   Bestellnummer: ____________________',
    'Name des/der Verbraucher(s): ______________________________________________',
    'Anschrift des/der Verbraucher(s): __________________________________________',
    'Datum, Unterschrift (nur bei Mitteilung auf Papier): _________________________',
  ];
  return [
    { file: 'docs/widerrufsformular-at.pdf', body: await renderTextPdf('Muster-Widerrufsformular', german) },
    {
      file: 'docs/widerrufsformular-de.pdf',
      body: await renderTextPdf(
        'Muster-Widerrufsformular',
        german.map((line) => line.replace('sanitaerwelt.at', 'sanitaerwelt.de')),
      ),
    },
    {
      file: 'docs/formular-retragere-ro.pdf',
      body: await renderTextPdf('Formular de retragere', [
        'Către SanitarLume SRL, Bulevardul Timișoara 26, București, contact@sanitarlume.ro',
        'Vă informez prin prezenta cu privire la retragerea mea din contractul referitor la vânzarea următoarelor produse:',
        'Comandat la / primit la: ____________________   Numărul comenzii: ____________________',
        'Numele consumatorului: ______________________________________________',
        'Adresa consumatorului: ______________________________________________',
        'Semnătura (doar pentru formularul pe hârtie), data: ___________________',
      ]),
    },
  ];
}
