import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cartReady } from './cart-products';
import { fetchPage } from './server-pages';
import { parseMoney, storeUrl } from './stores';

// Issue 36: the radiator configurator in every store and language, with and without JavaScript.
const AT = { host: 'at.localhost' } as const;
const livingRoom = {
  method: 'room',
  roomType: 'living',
  area: '20',
  height: '2,5',
  walls: '2',
  position: 'betweenHeated',
  insulation: 'renovated',
  postcode: '',
  outdoor: '',
  room: '',
  system: '55/45',
  type: 'any',
  connection: 'any',
  maxWidth: '',
  maxHeight: '',
};
const query = (changes: Record<string, string> = {}) =>
  `?${new URLSearchParams({ ...livingRoom, ...changes }).toString()}`;

const wattsOf = (text: string) => Number(/([\d.\s]+) W/.exec(text)?.[1]?.replace(/[.\s]/g, ''));

async function page(request: APIRequestContext, host: string, path: string) {
  const response = await fetchPage(request, storeUrl({ host }, path));
  return { response, html: await response.text() };
}

test('the bare configurator is a page to find; an answer is one room’s, shared by its link but not indexed', async ({
  request,
}) => {
  const bare = await page(request, AT.host, '/configurator');
  expect(bare.response.status()).toBe(200);
  expect(bare.html).not.toMatch(/<meta name="robots" content="noindex/);
  expect(bare.html).toContain('<link rel="canonical" href="http://at.localhost:3100/configurator"/>');
  const answer = await page(request, AT.host, `/configurator${query()}`);
  expect(answer.response.status()).toBe(200);
  expect(answer.response.headers()['cache-control']).toMatch(/private/);
  expect(answer.html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(answer.html).toContain('<link rel="canonical" href="http://at.localhost:3100/configurator"/>');
  const load = wattsOf(/data-testid="heat-load"[^>]*>([^<]+)</.exec(answer.html)![1]!);
  expect(load).toBeGreaterThan(300);
  const outputs = [...answer.html.matchAll(/data-testid="radiator-output">([^<]+)</g)].map((m) =>
    wattsOf(m[1]!),
  );
  expect(outputs.length).toBeGreaterThan(0);
  // Every radiator offered covers the load where it will hang, the closest first.
  expect(outputs.every((output) => output >= load)).toBe(true);
  expect(outputs).toEqual([...outputs].sort((a, b) => a - b));
});

test('each store answers in its language and currency, in German, Romanian and English', async ({
  request,
}) => {
  const cases = [
    { host: 'at.localhost', path: '/configurator', heading: 'Heizlast des Raums', money: '€', vat: '20 %' },
    { host: 'de.localhost', path: '/configurator', heading: 'Heizlast des Raums', money: '€', vat: '19 %' },
    {
      host: 'ro.localhost',
      path: '/configurator',
      heading: 'Necesarul de căldură',
      money: 'lei',
      vat: '21 %',
    },
    {
      host: 'ro.localhost',
      path: '/en/configurator',
      heading: 'Heat load of the room',
      money: 'lei',
      vat: '21% VAT',
    },
  ];
  for (const entry of cases) {
    const { response, html } = await page(request, entry.host, `${entry.path}${query()}`);
    expect(response.status(), entry.host + entry.path).toBe(200);
    for (const text of [entry.heading, 'data-testid="radiator-offer"', entry.money, entry.vat])
      expect(html.includes(text), `${entry.host}${entry.path}: ${text}`).toBe(true);
  }
});

test('impossible rooms get a translated answer with the form kept, never a 500', async ({ request }) => {
  const refusals: Array<[Record<string, string>, string]> = [
    [{ area: '0' }, 'zwischen 1 und 300 m²'],
    [{ area: '10000' }, 'zwischen 1 und 300 m²'],
    [{ room: '10', outdoor: '10' }, 'unter der Raumtemperatur'],
    [{ postcode: '99' }, 'Diese Postleitzahl kennen wir nicht'],
    [{ method: 'known', load: '' }, 'Heizlast in Watt'],
    [{ maxHeight: '50' }, 'Höhen zwischen 200 und 2.500 mm'],
    [{ system: '35/28' }, 'einen der angebotenen Werte'],
  ];
  for (const [changes, message] of refusals) {
    const { response, html } = await page(request, AT.host, `/configurator${query(changes)}`);
    expect(response.status(), JSON.stringify(changes)).toBe(200);
    expect(html.includes('data-testid="configurator-errors"'), JSON.stringify(changes)).toBe(true);
    expect(html.includes(message), `${JSON.stringify(changes)}: ${message}`).toBe(true);
    // What was typed is still in the form.
    const [field, value] = Object.entries(changes).find(([, typed]) => typed !== '') ?? [];
    if (field === 'area' || field === 'outdoor' || field === 'postcode' || field === 'maxHeight')
      expect(html).toMatch(
        new RegExp(`name="${field}"[^>]*value="${value}"|value="${value}"[^>]*name="${field}"`),
      );
  }
  const junk = await page(
    request,
    AT.host,
    `/configurator?area=${'9'.repeat(5000)}&walls=x&area=2&outdoor=1e999`,
  );
  expect(junk.response.status()).toBe(200);
  expect(junk.html).toContain('data-testid="configurator-errors"');
});

test('a heat pump at 35 °C is told plainly when no radiator of the allowed size covers the room', async ({
  request,
}) => {
  const { html } = await page(
    request,
    AT.host,
    `/configurator${query({ area: '45', insulation: 'unrenovated', walls: '3', system: '45/35', maxHeight: '600', maxWidth: '1000' })}`,
  );
  expect(html).toContain('data-testid="shortfall"');
  expect(html).toContain('Wärmepumpen laufen am effizientesten mit 35 °C Vorlauf');
  expect(html).toMatch(/Mit \d+ dieser Heizkörper würde der Raum warm/);
  expect(html).not.toContain('data-testid="radiator-offer"');
});

test('with JavaScript: a shopper sizes a room, adds a radiator with its thermostat head and valve set, and finds all three in the cart', async ({
  page: browser,
}) => {
  test.setTimeout(60_000);
  await browser.goto(storeUrl(AT, '/configurator'));
  await browser.getByLabel('Grundfläche in m²').fill('18');
  await browser.getByLabel('Postleitzahl').fill('6020');
  await browser.getByRole('button', { name: 'Heizkörper finden' }).click();
  await expect(browser.getByTestId('heat-load')).toBeFocused();
  await expect(browser).toHaveURL(/postcode=6020/);
  await expect(browser.getByTestId('configurator-result')).toContainText('für Innsbruck, Kufstein');
  // The closest radiator whose valves are in stock: a side connection's valve set, a centre one's H-block.
  const valves = /Thermostatventil-Set|Hahnblock-Anschlussgarnitur/;
  const offer = browser
    .getByTestId('radiator-offer')
    .filter({ has: browser.getByRole('checkbox', { name: valves }) })
    .first();
  const title = (await offer.getByRole('heading').textContent())!;
  const price = parseMoney((await offer.getByTestId('price').textContent())!);
  await cartReady(browser);
  await offer
    .getByRole('checkbox', { name: /Thermostatkopf/ })
    .first()
    .check();
  await offer.getByRole('checkbox', { name: valves }).first().check();
  await offer.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(browser.getByTestId('cart-toast')).toHaveText(/liegt im Warenkorb/);
  await browser.goto(storeUrl(AT, '/cart'));
  const lines = browser.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: valves })).toHaveCount(1);
  const radiatorLine = lines.filter({ hasText: title });
  expect(parseMoney((await radiatorLine.getByTestId('unit-price').getByTestId('price').textContent())!)).toBe(
    price,
  );
});

test('the configurator and its answer pass axe’s WCAG 2.1 AA rules and do not scroll sideways on a phone', async ({
  page: browser,
}) => {
  await browser.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/configurator', `/configurator${query()}`, `/configurator${query({ area: '0' })}`]) {
    await browser.goto(storeUrl(AT, path));
    const { violations } = await new AxeBuilder({ page: browser })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude('.site-header')
      .exclude('.site-footer')
      .analyze();
    expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    expect(await browser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form answers as a page of its own and the radiator goes to the cart with fitting alongside', async ({
    page: browser,
  }) => {
    await browser.goto(storeUrl({ host: 'de.localhost' }, '/configurator'));
    await browser
      .getByRole('group', { name: 'Wie sollen wir die Heizlast bestimmen?' })
      .getByLabel('Ich kenne die Heizlast')
      .check();
    await browser.getByLabel('Heizlast in W').fill('900');
    await browser.getByRole('button', { name: 'Heizkörper finden' }).click();
    await expect(browser.getByTestId('heat-load')).toHaveText('Heizlast des Raums: 900 W');
    const offer = browser.getByTestId('radiator-offer').first();
    const title = (await offer.getByRole('heading').textContent())!;
    // Radiators come with fitting or a maintenance package offered alongside.
    const service = offer.getByRole('checkbox', { name: /Montage-Service|Wartungspaket/ }).first();
    const serviceTitle = (await service.evaluate((box) => box.parentElement!.textContent!)).split(
      ' für ',
    )[0]!;
    await service.check();
    await offer.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(browser.getByTestId('cart-message')).toHaveText('1 Stück in den Warenkorb gelegt.');
    await expect(browser.getByTestId('cart-line')).toHaveCount(2);
    await expect(browser.getByTestId('cart-line').filter({ hasText: serviceTitle })).toHaveCount(1);
    await expect(browser.getByTestId('cart-line').filter({ hasText: title })).toHaveCount(1);
  });
});
