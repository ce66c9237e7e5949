/**
 * What a shopper's browser without JavaScript does for the load: keeps the cookies answers set, and fills in the
 * plain forms pages carry.
 */

/**
 * One shopper's cookies, as a browser keeps them for one site: what each answer's Set-Cookie lines set, sent back
 * in the Cookie header. Paths, domains and expiry dates are left out: a load's shoppers live for minutes on one
 * host, and the shop sets its cookies for the whole site.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Keeps what `setCookie` (one line or several, as an HTTP parser hands them over) sets or deletes. */
  keep(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const deleted = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute));
      if (deleted) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
  }

  /** The Cookie header to send; empty while the jar is. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

// React writes an element's attributes in no order to rely on: read each input tag whole.
const inputsOf = (html: string) => [...html.matchAll(/<input [^>]*>/g)].map((match) => match[0]);
const valueOf = (tag: string | undefined) => /value="([^"]*)"/.exec(tag ?? '')?.[1];

/**
 * The checkout page's form filled in as an Austrian guest paying by prepayment, the captcha's question answered;
 * null when the page has no question or no delivery to choose (no cart, or not the checkout page).
 */
export function checkoutForm(html: string, email: string): URLSearchParams | null {
  const inputs = inputsOf(html);
  const field = (name: string) => valueOf(inputs.find((tag) => tag.includes(`name="${name}"`))) ?? '';
  const question = /Wie viel ist (\d+) plus (\d+)\?/.exec(html);
  const deliveryModuleId = valueOf(
    inputs.find((tag) => tag.includes('name="deliveryModuleId"') && tag.includes('checked')),
  );
  if (!question || !deliveryModuleId) return null;
  return new URLSearchParams({
    checkoutKey: field('checkoutKey'),
    shownTotal: field('shownTotal'),
    captcha_token: decode(field('captcha_token')),
    captcha_answer: String(Number(question[1]) + Number(question[2])),
    email,
    'delivery.title': 'mr',
    'delivery.firstname': 'Max',
    'delivery.lastname': 'Muster',
    'delivery.street': 'Ringstraße',
    'delivery.houseNumber': '1',
    'delivery.postcode': '1010',
    'delivery.city': 'Wien',
    'delivery.countryId': '13',
    'delivery.phone': '+43 1 234 567',
    invoiceSame: 'on',
    deliveryModuleId,
    paymentMethod: 'prepayment',
    acceptTerms: 'on',
    intent: 'place',
  });
}

export interface AddToCart {
  /** What the product page's form posts to /api/cart, one piece. */
  form: URLSearchParams;
  /** Backorder and preorder: adding never runs out, however many orders a load places. */
  unlimited: boolean;
}

/** A product page's add-to-cart form; null when the page offers no button (price on request, sold out). */
export function addToCartForm(html: string): AddToCart | null {
  const form = /<form [^>]*id="add-to-cart-form"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form?.includes('id="add-to-cart-submit"')) return null;
  const inputs = inputsOf(form);
  const field = (name: string) => valueOf(inputs.find((tag) => tag.includes(`name="${name}"`)));
  const saleElementId = field('saleElementId');
  if (!saleElementId) return null;
  // The product's own badge comes first; the cards of related products follow the form.
  const stock = /data-stock="([a-zA-Z]+)"/.exec(html)?.[1];
  return {
    form: new URLSearchParams({
      action: 'add',
      saleElementId,
      language: field('language') ?? 'de',
      quantity: '1',
    }),
    unlimited: stock === 'backorder' || stock === 'preorder',
  };
}
