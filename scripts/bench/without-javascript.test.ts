import { addToCartForm, checkoutForm, CookieJar } from './without-javascript';

const checkoutPage = `
<form id="checkout-form" method="post" action="/api/checkout">
<input type="hidden" value="k3yOfThisCheckout_123456" name="checkoutKey"/>
<input name="shownTotal" type="hidden" value="27238"/>
<input type="hidden" name="captcha_token" value="a&amp;b&quot;c&#x27;d"/>
<label>Wie viel ist 3 plus 4?</label>
<input type="radio" name="deliveryModuleId" value="1"/>
<input type="radio" checked="" name="deliveryModuleId" value="2"/>
</form>`;

const productPage = (stock: string, button: boolean) => `
<p class="stock-badge" data-testid="stock" data-stock="${stock}">…</p>
<form id="add-to-cart-form" class="add-to-cart" action="/api/cart" method="post">
<input type="hidden" name="action" value="add"/>
<input type="hidden" name="saleElementId" value="815"/>
<input type="hidden" name="language" value="en"/>
<input id="quantity" type="number" name="quantity" value="1"/>
${button ? '<button type="submit" id="add-to-cart-submit">Add</button>' : '<p role="note">Sold out</p>'}
</form>
<article class="product-card"><p data-stock="inStock"></p>
<form action="/api/wishlist" method="post"><input type="hidden" name="saleElementId" value="9"/></form></article>`;

describe('the checkout form of a guest without JavaScript', () => {
  it('carries the page’s key, total and captcha token, the question answered and the chosen delivery', () => {
    const form = checkoutForm(checkoutPage, 'guest@example.at')!;
    expect(form.get('checkoutKey')).toBe('k3yOfThisCheckout_123456');
    expect(form.get('shownTotal')).toBe('27238');
    expect(form.get('captcha_token')).toBe(`a&b"c'd`);
    expect(form.get('captcha_answer')).toBe('7');
    expect(form.get('deliveryModuleId')).toBe('2');
    expect(form.get('email')).toBe('guest@example.at');
    expect(form.get('paymentMethod')).toBe('prepayment');
  });

  it('is null on a page without the question (no cart, another page)', () => {
    expect(checkoutForm('<main>Ihr Warenkorb ist leer.</main>', 'guest@example.at')).toBeNull();
  });
});

describe('a product page’s add-to-cart form', () => {
  it('posts one piece of the shown sale element in the page’s language', () => {
    const offer = addToCartForm(productPage('backorder', true))!;
    expect(offer.form.toString()).toBe('action=add&saleElementId=815&language=en&quantity=1');
    expect(offer.unlimited).toBe(true);
  });

  it('tells stock that runs out from backorder and preorder by the product’s own badge', () => {
    expect(addToCartForm(productPage('inStock', true))!.unlimited).toBe(false);
    expect(addToCartForm(productPage('preorder', true))!.unlimited).toBe(true);
  });

  it('is null without the button (sold out) or without the form (price on request)', () => {
    expect(addToCartForm(productPage('outOfStock', false))).toBeNull();
    expect(addToCartForm('<main>Preis auf Anfrage</main>')).toBeNull();
  });
});

describe('a shopper’s cookie jar', () => {
  it('sends back what answers set, the latest value of each cookie', () => {
    const jar = new CookieJar();
    expect(jar.header()).toBe('');
    jar.keep('sid=first; Path=/; Max-Age=7776000; HttpOnly; SameSite=lax');
    jar.keep(['sid=second; Path=/; HttpOnly', 'delivery_country=13; Path=/']);
    expect(jar.header()).toBe('sid=second; delivery_country=13');
  });

  it('forgets a cookie an answer deletes, and ignores lines that set nothing', () => {
    const jar = new CookieJar();
    jar.keep(['sid=abc; Path=/', 'consent=yes', '=nameless', 'garbage']);
    jar.keep('sid=; Path=/; Max-Age=0');
    expect(jar.header()).toBe('consent=yes');
  });

  it('keeps values with = in them whole', () => {
    const jar = new CookieJar();
    jar.keep('token=a=b==; Path=/');
    expect(jar.header()).toBe('token=a=b==');
  });
});
