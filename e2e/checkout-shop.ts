import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { sql } from 'drizzle-orm';
import { pdfPages } from '../lib/documents/pdf-text.testing';
import { openDatabase } from '../lib/adapters/embedded/database';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { startFakeStripe, type FakeStripe } from '../lib/testing/fake-stripe-server';
import { startSmtpSink, type SmtpSink } from '../lib/testing/smtp-sink';
import { copyOfBuild, localShopOrigins, startExtraServer, stopExtraServer } from './extra-server';

/** A shop of the checkout journeys' own: its mails reach a real SMTP server, its stock is theirs to use up. */
export interface CheckoutShop {
  origin(store: 'at' | 'de' | 'ro'): string;
  /** Product pages (path) of goods in stock, sold one by one, deliverable everywhere, by store language. */
  products: { de: string[]; ro: string[] };
  /** A German product page of such goods, cheap, not on the shelf but reordered from the maker. */
  reordered: string;
  /** The German page of a set sold at its own price (a WC with its frame and seat), its parts in stock (the seed's). */
  set: string;
  sink: SmtpSink;
  stop(): Promise<void>;
}

export async function startCheckoutShop(
  port: number,
  env: Record<string, string> = {},
): Promise<CheckoutShop> {
  const dist = `.next-checkout-${port}`;
  const data = `./data/e2e-checkout-${port}`;
  const sink = await startSmtpSink();
  rmSync(data, { recursive: true, force: true });
  const shop = await openDatabase({ pgliteDataDir: data });
  // 150 products: enough for the demo sets, whose parts the range's first WCs, frames and seats are.
  await runSeed(shop, { seed: 11, products: 150, replace: true });
  const goods = async (locale: string) =>
    (
      (await shop.db.execute(sql`SELECT p.id, u.url FROM rewriting_url u
        JOIN product p ON p.id = u.view_id AND p.visible AND p.kind <> 'service' AND p.min_quantity = 1
          AND p.order_multiple = 1
        JOIN product_sale_elements pse ON pse.product_id = p.id AND pse.is_default AND pse.quantity >= 50
          AND pse.stock_policy = 'stock'
        WHERE u.view = 'product' AND u.view_locale = ${locale} AND u.redirected IS NULL
          AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country c WHERE c.product_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM product_associated_keyword pak
            JOIN associated_keyword ak ON ak.id = pak.keyword_id WHERE pak.product_id = p.id AND ak.code = 'freight')
        ORDER BY p.id LIMIT 7`)) as unknown as { rows: Array<{ id: number; url: string }> }
    ).rows;
  const [de, ro] = [await goods('de_DE'), await goods('ro_RO')];
  // The last of the German ones is reordered from the maker from now on, nothing on the shelf, and costs 15 € net:
  // alone it stays under the free-shipping threshold.
  const reordered = de.at(-1)!;
  await shop.db.execute(sql`UPDATE product_sale_elements SET quantity = 0, stock_policy = 'backorder'
    WHERE is_default AND product_id = ${reordered.id}`);
  await shop.db.execute(sql`UPDATE product_price SET price = 1500, promo_price = 1500
    WHERE product_sale_elements_id IN (SELECT id FROM product_sale_elements WHERE product_id = ${reordered.id})`);
  const onShelf = (rows: typeof de) =>
    rows
      .filter((row) => row.id !== reordered.id)
      .slice(0, 6)
      .map((row) => `/${row.url}`);
  const products = { de: onShelf(de), ro: onShelf(ro) };
  const [set] = (
    (await shop.db.execute(sql`SELECT u.url FROM rewriting_url u
      JOIN product_sale_elements pse ON pse.product_id = u.view_id
      WHERE u.view = 'product' AND u.view_locale = 'de_DE' AND u.redirected IS NULL
        AND pse.id = (SELECT min(set_sale_element_id) FROM product_set_part)`)) as unknown as {
      rows: Array<{ url: string }>;
    }
  ).rows;
  await shop.close();
  const origin = (store: string) => `http://${store}.localhost:${port}`;
  const server: ChildProcess = await startExtraServer(port, {
    NEXT_DIST_DIR: copyOfBuild(dist),
    PGLITE_DATA_DIR: data,
    SMTP_URL: sink.url,
    SHOP_ORIGINS: localShopOrigins(port),
    ...env,
  });
  return {
    origin,
    products,
    reordered: `/${reordered.url}`,
    set: `/${set!.url}`,
    sink,
    async stop() {
      await stopExtraServer(server);
      await sink.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** A checkout shop whose Stripe is the local fake with its hosted page; the fake sends its webhooks to the shop. */
export async function startStripeShop(port: number): Promise<{ shop: CheckoutShop; stripe: FakeStripe }> {
  const stripe = await startFakeStripe({
    webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
  });
  const shop = await startCheckoutShop(port, {
    STRIPE_SECRET_KEY: stripe.config.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.config.webhookSecret,
    STRIPE_API_BASE: stripe.config.apiBase,
  });
  return { shop, stripe };
}

/**
 * Puts a product in the cart with the product page's form: a plain post that lands on the cart page, or, once the
 * cart's client code has loaded, a request that ends in a toast.
 */
export async function addToCart(page: Page, productPage: string, buttonName = 'In den Warenkorb') {
  await page.goto(productPage);
  await page.getByRole('button', { name: buttonName }).click();
  await expect(page.getByTestId('cart-toast').or(page.getByTestId('cart-line')).first()).toBeVisible();
}

/**
 * Without JavaScript a guest answers the captcha's sum ("Wie viel ist 3 plus 4?", "Cât fac 3 plus 4?"); with it,
 * the proof of work solves itself.
 */
export async function answerCaptcha(page: Page) {
  const question = page.locator('label', { hasText: /\d+ plus \d+\?/ });
  const [, a, b] = /(\d+) plus (\d+)/.exec((await question.textContent())!)!;
  await page.getByLabel(/\d+ plus \d+\?/).fill(String(Number(a) + Number(b)));
}

/** A Romanian guest's delivery in Cluj-Napoca, county and phone included, as the checkout asks for them. */
export async function fillClujAddress(page: Page, email: string, firstname: string, lastname: string) {
  const form = page.locator('#checkout-form');
  await form.getByLabel('Adresă de e-mail').fill(email);
  await fillAddress(page, {
    firstname,
    lastname,
    street: 'Strada Mihai Eminescu',
    houseNumber: '4',
    postcode: '400001',
    city: 'Cluj-Napoca',
    phone: '0264123456',
  });
  await form.getByLabel('Județul').first().selectOption({ label: 'Cluj' });
}

/** An Austrian guest's checkout up to the order button: contact, a Linz address, prepayment and the terms. */
export async function fillLinzPrepayment(page: Page, email: string, firstname: string, lastname: string) {
  const form = page.locator('#checkout-form');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await fillAddress(page, {
    firstname,
    lastname,
    street: 'Landstraße',
    houseNumber: '12',
    postcode: '4020',
    city: 'Linz',
    phone: '+43 732 123 456',
  });
  await form.getByLabel('Vorkasse (Überweisung)').check();
  await form.getByLabel(/Ich habe die AGB gelesen/).check();
}

/** Fills a typed-in delivery address as a guest does. */
export async function fillAddress(
  page: Page,
  address: {
    firstname: string;
    lastname: string;
    street: string;
    houseNumber: string;
    postcode: string;
    city: string;
    phone?: string;
  },
) {
  const form = page.locator('#checkout-form');
  const group = form.getByRole('region', { name: /Lieferadresse|Adresa de livrare/ });
  for (const [label, value] of [
    [/^(Vorname|Prenume)/, address.firstname],
    [/^(Nachname|Nume)/, address.lastname],
    [/^(Straße|Strada)/, address.street],
    [/^(Hausnummer|Numărul)/, address.houseNumber],
    [/^(Postleitzahl|Cod poștal)/, address.postcode],
    [/^(Ort|Localitate)/, address.city],
  ] as const)
    await group.getByLabel(label).first().fill(value);
  if (address.phone)
    await group
      .getByLabel(/^Telefon/)
      .first()
      .fill(address.phone);
}

/**
 * A guest's Austrian checkout up to the order button, paying by card: the product in the cart, contact and a Graz
 * address, card and the terms, and the captcha solved in the background.
 */
export async function checkoutWithCard(
  page: Page,
  origin: string,
  product: string,
  guest: { email: string; firstname: string; lastname: string },
) {
  await addToCart(page, `${origin}${product}`);
  await page.goto(`${origin}/checkout`);
  const form = page.locator('#checkout-form');
  await form.getByLabel('E-Mail-Adresse').fill(guest.email);
  await fillAddress(page, {
    firstname: guest.firstname,
    lastname: guest.lastname,
    street: 'Hauptplatz',
    houseNumber: '1',
    postcode: '8010',
    city: 'Graz',
    phone: '+43 316 123 456',
  });
  await form.getByLabel('Karte, EPS oder Klarna').check();
  await form.getByLabel(/Ich habe die AGB gelesen/).check();
  await expect(page.getByText('Sicherheitsprüfung abgeschlossen')).toBeAttached({ timeout: 15_000 });
}

/** The invoice an order page links to, downloaded as a shopper's browser does: its file name and its text. */
export async function downloadedInvoice(
  page: Page,
  testId: 'invoice-pdf' | 'credit-note-pdf' = 'invoice-pdf',
): Promise<{ filename: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return { filename: download.suggestedFilename(), text: pdfPages(pdf).flat().join(' ') };
}

/** What a banking app's camera reads from a QR code on the page: its screenshot, decoded. */
export async function scannedCode(code: Locator): Promise<string | null> {
  const png = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** The e-invoice XML offered beside the PDF on the order's page, as the browser saves it. */
export async function downloadedEInvoice(page: Page): Promise<{ filename: string; xml: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('invoice-xml').click(),
  ]);
  return { filename: download.suggestedFilename(), xml: readFileSync((await download.path())!, 'utf8') };
}
