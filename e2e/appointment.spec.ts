import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addToCart, answerCaptcha, fillAddress } from './checkout-shop';
import { findProduct } from './cart-products';
import { fetchPage } from './server-pages';
import { storeUrl } from './stores';

// Issue 36: installation appointments, booked and cancelled, with and without JavaScript.
const AT = { host: 'at.localhost' } as const;
const run = Date.now();
let visitors = 0;

/** Each journey books from a client address of its own: bookings are limited per client. */
async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(process.pid + (visitors += 1)) % 250}` });
}

/** A field of the page's own forms (the footer has an e-mail field too), by its exact label. */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

/** The WCAG 2.1 AA rules axe finds broken in the page's own part (header and footer have journeys of their own). */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.site-header')
    .exclude('.site-footer')
    .analyze();
  return violations.map((violation) => violation.id);
}

async function fillPerson(page: Page, who: string) {
  await field(page, 'Straße und Hausnummer').fill('Meidlinger Hauptstraße 4/7');
  await field(page, 'Ort').fill('Wien');
  await field(page, 'Name').fill('Anna Berger');
  await field(page, 'E-Mail-Adresse').fill(`${who}.${run}@example.at`);
}

test('with JavaScript: from the configurator a shopper books fitting, sees the appointment and cancels it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await asNewClient(page);
  await page.goto(storeUrl(AT, '/configurator?method=known&load=900&system=55%2F45'));
  await page.getByTestId('book-fitting').click();
  await expect(page).toHaveURL(/\/appointment\?service=fitting$/);
  await field(page, 'Postleitzahl').fill('1120');
  await page.getByRole('button', { name: 'Freie Termine zeigen' }).click();
  await expect(page.getByRole('heading', { name: 'Freie Termine in Wien & Niederösterreich' })).toBeVisible();
  await expect(page).toHaveURL(/postcode=1120/);
  // The plain form posts to the booking handler; the journey goes through it.
  await expect(page.locator('form#booking')).toHaveAttribute('action', '/api/appointments');
  const slot = page.getByTestId('slot').first();
  const slotText = (await slot.textContent())!;
  await slot.getByRole('radio').check();
  await fillPerson(page, 'journey');
  await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
  await expect(page).toHaveURL(/\/appointment\/manage\/[\w-]+\.[\w-]+\?notice=appointment\.booked$/);
  await expect(page.getByTestId('appointment-message')).toContainText('Ihr Termin ist gebucht');
  await expect(page.getByTestId('appointment-summary')).toContainText(slotText.split(' Uhr')[0]!);
  await expect(page.getByTestId('appointment-summary')).toContainText(
    'Meidlinger Hauptstraße 4/7, 1120 Wien',
  );
  await expect(page.getByTestId('appointment-status')).toHaveText('gebucht');
  // The appointment's page is one customer's: never kept by a shared cache, never indexed.
  const manage = page.url().split('?')[0]!;
  await expect(page.locator('form.appointment__cancel')).toHaveAttribute(
    'action',
    '/api/appointments/manage',
  );
  await page.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(page.getByTestId('appointment-message')).toContainText('Ihr Termin ist abgesagt');
  await expect(page.getByTestId('appointment-status')).toHaveText('abgesagt');
  await expect(page.getByRole('button', { name: 'Termin absagen' })).toHaveCount(0);
  const again = await fetchPage(page.request, manage);
  expect(again.headers()['cache-control']).toMatch(/private/);
  expect(await again.text()).toContain('<meta name="robots" content="noindex');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused booking comes back with its values and a translated error, then books', async ({
    page,
  }) => {
    await asNewClient(page);
    await page.goto(storeUrl({ host: 'de.localhost' }, '/appointment'));
    await field(page, 'Leistung').selectOption('maintenance');
    await field(page, 'Postleitzahl').fill('10115');
    await page.getByRole('button', { name: 'Freie Termine zeigen' }).click();
    await expect(page.getByRole('heading', { name: 'Freie Termine in Berlin' })).toBeVisible();
    await page.getByTestId('slot').first().getByRole('radio').check();
    await fillPerson(page, 'plain');
    // Longer than a name may be: the browser sends it, the server refuses it.
    await field(page, 'Name').fill('A'.repeat(101));
    await answerCaptcha(page);
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
    await expect(page.getByTestId('appointment-message')).toContainText(
      'Bitte prüfen Sie die markierten Angaben.',
    );
    await expect(page.getByText('Der Name darf höchstens 100 Zeichen haben')).toBeVisible();
    await expect(field(page, 'Straße und Hausnummer')).toHaveValue('Meidlinger Hauptstraße 4/7');
    await expect(field(page, 'Ort')).toHaveValue('Wien');
    const bookedRadio = page.getByTestId('slot').first().getByRole('radio');
    const bookedStart = (await bookedRadio.getAttribute('value'))!;
    await bookedRadio.check();
    await field(page, 'Name').fill('Anna Berger');
    // The refused form brought a new question: answered again.
    await answerCaptcha(page);
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
    await expect(page.getByTestId('appointment-status')).toHaveText('gebucht');
    await expect(page.getByTestId('appointment-summary')).toContainText('Wartung');

    // Moved on its page to the last open time shown: the page of the new link says so and shows the new time.
    const move = page.getByRole('region', { name: 'Termin verschieben' });
    await expect(move.locator('form')).toHaveAttribute('action', '/api/appointments/manage');
    // Its own time is not offered as a move, though another team is free then (the booking page still offers it).
    const stillOpen = await (
      await fetchPage(
        page.request,
        storeUrl({ host: 'de.localhost' }, '/appointment?service=maintenance&postcode=10115'),
      )
    ).text();
    expect(stillOpen).toContain(`value="${bookedStart}"`);
    await expect(move.locator(`input[value="${bookedStart}"]`)).toHaveCount(0);
    const target = move.getByTestId('slot').last();
    const day = (await target.locator('xpath=ancestor::div[@role="group"]').getAttribute('aria-label'))!;
    const from = (await target.textContent())!.split('–')[0]!.trim();
    await target.getByRole('radio').check();
    await page.getByRole('button', { name: 'Auf diese Zeit verschieben' }).click();
    await expect(page).toHaveURL(/\?notice=appointment\.moved$/);
    await expect(page.getByTestId('appointment-message')).toContainText('Ihr Termin ist verschoben');
    await expect(page.getByTestId('appointment-summary')).toContainText(day.split(',')[1]!.trim());
    await expect(page.getByTestId('appointment-summary')).toContainText(from);
  });
});

/** A maintenance package in the cart and the checkout open, the shopper's name typed before the appointment. */
async function checkoutWithService(page: Page, request: APIRequestContext, email: string, inPlace = false) {
  await asNewClient(page);
  const maintenance = await findProduct(
    request,
    AT.host,
    (html) => /<h1[^>]*>[^<]*Wartungspaket/.test(html) && html.includes('add-to-cart__submit'),
  );
  await addToCart(page, maintenance.url);
  await page.goto(storeUrl(AT, '/checkout'));
  // With JavaScript the appointment's buttons answer in place: a page loaded again would lose this mark.
  if (inPlace) await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const form = page.locator('#checkout-form');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await fillAddress(page, {
    firstname: 'Anna',
    lastname: 'Berger',
    street: 'Graben',
    houseNumber: '1',
    postcode: '1010',
    city: 'Wien',
    phone: '+43 1 234 567',
  });
  const appointment = page.getByRole('region', { name: 'Montagetermin' });
  await appointment.getByLabel('Leistung', { exact: true }).selectOption('maintenance');
  const postcode = appointment.getByLabel('Postleitzahl', { exact: true });
  await postcode.fill('1010');
  // With JavaScript, Enter in the postcode searches as the button does (the form's own Enter would price it).
  if (inPlace) await postcode.press('Enter');
  else await appointment.getByRole('button', { name: 'Freie Termine zeigen' }).click();
  await expect(page).toHaveURL(/\/checkout\?service=maintenance&postcode=1010#appointment$/);
  const slot = appointment.getByTestId('slot').first();
  // The order form with the appointment's slots inside it passes axe.
  if (inPlace) expect(await axeViolations(page)).toEqual([]);
  const from = (await slot.textContent())!.split('–')[0]!.trim();
  await slot.getByRole('radio').check();
  await appointment.getByRole('button', { name: 'Diese Zeit reservieren' }).click();
  await expect(page.getByTestId('appointment-message')).toHaveText(
    'Die Zeit ist 15 Minuten für Sie reserviert.',
  );
  await expect(page.getByTestId('appointment-hold')).toContainText('Wartung (2 Stunden) am ');
  await expect(page.getByTestId('appointment-hold')).toContainText(from);
  // Searching and holding sent the order form along: what was typed before is still there.
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(form.locator('[name="delivery.street"]')).toHaveValue('Graben');
  if (inPlace)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  return { form, appointment, from };
}

test('with JavaScript, the checkout shows, holds and gives up a slot in place', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { appointment } = await checkoutWithService(page, request, `inplace.${run}@example.at`, true);
  await appointment.getByRole('button', { name: 'Termin freigeben' }).click();
  await expect(page.getByTestId('appointment-message')).toHaveText(/freigegeben/);
  await expect(page).toHaveURL(/\/checkout\?notice=appointment\.released#appointment$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(appointment).toBeFocused();
});

test.describe('a service in the cart, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('asks at checkout when the installers come, holds the slot and confirms it with the order', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { form, from } = await checkoutWithService(page, request, `checkout.${run}@example.at`);
    await expect(
      page
        .getByRole('button', { name: 'Diese Zeit reservieren' })
        .or(page.getByRole('button', { name: 'Termin freigeben' })),
    ).toHaveAttribute('formaction', '/api/appointments/hold');
    await form.getByLabel('Vorkasse (Überweisung)').check();
    await form.getByLabel(/Ich habe die AGB gelesen/).check();
    await answerCaptcha(page);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(storeUrl(AT, '/order-placed'));
    // Confirmed with the order at its delivery address, with its own page.
    const confirmed = page.getByTestId('order-appointment');
    await expect(confirmed).toContainText(
      'Unsere Monteure kommen zu Ihrer Lieferadresse: Wartung (2 Stunden) am',
    );
    await expect(confirmed).toContainText(from);
    await confirmed.getByRole('link', { name: 'Ansehen, verschieben oder absagen' }).click();
    await expect(page.getByTestId('appointment-status')).toHaveText('gebucht');
    await expect(page.getByTestId('appointment-summary')).toContainText('Graben 1, 1010 Wien');
    await expect(page.getByTestId('appointment-summary')).toContainText('Anna Berger');
  });
});

test('every store books in its language; a postcode no team drives to and a forged link are answered plainly', async ({
  page,
  request,
}) => {
  const outside = await (
    await fetchPage(request, storeUrl(AT, '/appointment?service=fitting&postcode=9020'))
  ).text();
  expect(outside).toContain('In diese Region fahren unsere Monteure leider nicht.');
  const romanian = await (
    await fetchPage(
      request,
      storeUrl({ host: 'ro.localhost' }, '/appointment?service=consultation&postcode=010011'),
    )
  ).text();
  expect(romanian).toContain('Intervale libere în București &amp; Ilfov');
  expect(romanian).toContain('data-testid="slot"');
  const english = await (
    await fetchPage(
      request,
      storeUrl({ host: 'ro.localhost' }, '/en/appointment?service=fitting&postcode=400100'),
    )
  ).text();
  expect(english).toContain('Free slots in Cluj');
  const forged = await fetchPage(
    request,
    storeUrl(
      AT,
      '/appointment/manage/eyJhIjoxLCJ1IjoieCIsImUiOjk5OTk5OTk5OTl9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ),
  );
  expect(forged.status()).toBe(404);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(storeUrl(AT, '/appointment?service=fitting&postcode=1120'));
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
