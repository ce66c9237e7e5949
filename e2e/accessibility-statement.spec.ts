import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fetchPage } from './server-pages';
import { storeUrl, stores } from './stores';

/** Each shop's statement: its footer link, route, the law and the authority it names. */
const statements = {
  at: {
    link: 'Barrierefreiheit',
    path: '/barrierefreiheit',
    law: 'Barrierefreiheitsgesetz (BaFG)',
    authority: 'Sozialministeriumservice',
    arbitration: 'Internet Ombudsstelle',
  },
  de: {
    link: 'Barrierefreiheit',
    path: '/barrierefreiheit',
    law: 'Barrierefreiheitsstärkungsgesetz (BFSG)',
    authority:
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
    arbitration: 'Wir sind nicht bereit und nicht verpflichtet',
  },
  ro: {
    link: 'Accesibilitate',
    path: '/accesibilitate',
    law: 'Legii nr. 232/2022',
    authority: 'Autoritatea Națională pentru Protecția Consumatorilor (ANPC)',
    arbitration: 'entităților SAL autorizate',
  },
} as const;

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const wcagViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()).violations.map((violation) => violation.id);

for (const store of stores) {
  const statement = statements[store.code];
  test(`the ${store.code} footer leads to the store's accessibility statement, and states its arbitration`, async ({
    page,
  }) => {
    await page.goto(storeUrl(store));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('consumer-arbitration')).toContainText(statement.arbitration);
    await footer.getByRole('link', { name: statement.link, exact: true }).click();
    await expect(page).toHaveURL(storeUrl(store, statement.path));
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(statement.link);
    await expect(main).toContainText(statement.law);
    await expect(main).toContainText('WCAG');
    await expect(main).toContainText('EN 301 549');
    await expect(main).toContainText('2026');
    await expect(main).toContainText(statement.authority);
    // The report's page address starts as the page the visitor came from.
    await expect(page.locator('#report-page')).toHaveValue(storeUrl(store));
    await expect(page.locator('#report-email')).toHaveAttribute('autocomplete', 'email');
    await expect(page.locator('#report-name')).toHaveAttribute('autocomplete', 'name');
  });
}

test('a barrier is reported with JavaScript: errors first, each at its field, then a confirmation', async ({
  page,
}) => {
  await page.goto(storeUrl({ host: 'at.localhost' }, '/barrierefreiheit'));
  const form = page.getByRole('region', { name: 'Barriere melden' });
  await form.getByLabel('E-Mail-Adresse').fill('maria@localhost');
  await form.getByLabel('Adresse der Seite mit der Barriere').fill('die Startseite');
  await form.getByLabel('Beschreibung der Barriere').fill('kaputt');
  await form.getByRole('button', { name: 'Meldung senden' }).click();
  const outcome = page.getByTestId('barrier-report-outcome');
  await expect(outcome).toBeFocused();
  await expect(outcome).toHaveAttribute('role', 'alert');
  await expect(outcome).toContainText('Bitte prüfen Sie Ihre Angaben:');
  await expect(outcome.getByRole('link')).toHaveText([
    'E-Mail-Adresse: Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    'Adresse der Seite mit der Barriere: Bitte geben Sie eine Adresse ein, die mit https:// oder / beginnt.',
    'Beschreibung der Barriere: Bitte beschreiben Sie die Barriere in mindestens 10 Zeichen.',
  ]);
  const email = form.getByLabel('E-Mail-Adresse');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    'Hierhin schicken wir unsere Antwort. Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  );
  // The summary's link takes the keyboard to the field.
  await outcome.getByRole('link').first().press('Enter');
  await expect(email).toBeFocused();
  expect(await wcagViolations(page)).toEqual([]);

  await email.fill('maria.gruber@example.at');
  await form.getByLabel('Adresse der Seite mit der Barriere').fill('/cart');
  await form
    .getByLabel('Beschreibung der Barriere')
    .fill('Der Mengenwähler im Warenkorb hat keine Beschriftung.');
  await form.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(outcome).toHaveAttribute('role', 'status');
  await expect(outcome).toHaveText(
    'Vielen Dank! Ihre Meldung ist bei uns angekommen. Wir antworten Ihnen innerhalb von 14 Tagen per E-Mail.',
  );
  await expect(outcome).toBeFocused();
  await expect(form.getByLabel('Beschreibung der Barriere')).toHaveValue('');
  await expect(email).toHaveValue('maria.gruber@example.at');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a barrier is reported with a plain form: a refusal keeps the values and takes the focus', async ({
    page,
  }) => {
    await page.goto(storeUrl({ host: 'ro.localhost' }, '/accesibilitate'));
    const form = page.getByRole('region', { name: 'Semnalați o barieră' });
    await form.getByLabel('Nume (opțional)').fill('Ștefan Țurcanu');
    // The browser's own check lets this address through; the shop's does not.
    await form.getByLabel('Adresă de e-mail').fill('stefan@localhost');
    await form.getByLabel('Adresa paginii cu bariera').fill('/cos');
    await form.getByLabel('Descrierea barierei').fill('Butonul „Adaugă în coș” nu are o etichetă clară.');
    await form.getByRole('button', { name: 'Trimiteți semnalarea' }).click();
    await expect(page).toHaveURL(
      storeUrl({ host: 'ro.localhost' }, '/accesibilitate?error=barrierReport.invalid'),
    );
    const outcome = page.getByTestId('barrier-report-outcome');
    await expect(outcome).toBeFocused();
    await expect(outcome.getByRole('link')).toHaveText([
      'Adresă de e-mail: Introduceți o adresă de e-mail validă.',
    ]);
    await expect(form.getByLabel('Nume (opțional)')).toHaveValue('Ștefan Țurcanu');
    await expect(form.getByLabel('Adresă de e-mail')).toHaveValue('stefan@localhost');
    await expect(form.getByLabel('Adresă de e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Descrierea barierei')).toHaveValue(
      'Butonul „Adaugă în coș” nu are o etichetă clară.',
    );

    await form.getByLabel('Adresă de e-mail').fill('stefan@example.ro');
    await form.getByRole('button', { name: 'Trimiteți semnalarea' }).click();
    await expect(page).toHaveURL(
      storeUrl({ host: 'ro.localhost' }, '/accesibilitate?notice=barrierReport.sent'),
    );
    await expect(page.getByTestId('barrier-report-outcome')).toHaveText(
      'Vă mulțumim! Semnalarea a ajuns la noi. Vă răspundem prin e-mail în cel mult 14 zile.',
    );
    await expect(form.getByLabel('Adresă de e-mail')).toHaveValue('');
  });
});

test('no store links to the closed EU online dispute resolution platform, and none offers SOFORT', async ({
  request,
}) => {
  const contentRoutes = [
    '/about',
    '/faq',
    '/presse',
    '/Impressum',
    '/widerrufsrecht',
    '/datenschutz',
    '/agb.html',
    '/bezahlen',
    '/lieferung',
    '/versandkosten',
  ];
  for (const store of stores) {
    const own = [
      statements[store.code].path,
      ...(store.code === 'ro' ? ['/conditii-de-garantie.html', '/manual-de-utilizare-1.html'] : []),
    ];
    for (const prefix of ['', '/en'])
      for (const path of ['', ...contentRoutes, ...own]) {
        const url = storeUrl(store, `${prefix}${path}` || '/');
        const response = await fetchPage(request, url);
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).not.toContain('ec.europa.eu/consumers/odr');
        // The home page's promises and the payment page name only what the checkout offers.
        if (path === '' || path === '/bezahlen') expect(html, url).not.toMatch(/sofort/i);
      }
  }
});
