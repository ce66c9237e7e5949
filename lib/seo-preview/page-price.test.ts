import { formatMoney } from '../pricing/format';
import { minorUnitsOf, shownPagePrice } from './page-price';

describe('minorUnitsOf', () => {
  it.each([
    ['de-AT', 'EUR'],
    ['de-DE', 'EUR'],
    ['ro-RO', 'RON'],
    ['en-AT', 'EUR'],
    ['en-RO', 'RON'],
  ])('reads back what the shop writes in %s', (locale, currency) => {
    for (const amount of [5, 1_999, 123_450, 100_000_000])
      expect(minorUnitsOf(formatMoney({ amount, currency }, locale))).toBe(amount);
  });

  it('reads nothing that is not an amount with two decimals', () => {
    expect(minorUnitsOf('Preis auf Anfrage')).toBeNull();
    expect(minorUnitsOf('12')).toBeNull();
    expect(minorUnitsOf('')).toBeNull();
  });
});

describe('shownPagePrice', () => {
  const page = (box: string) => `<html><body>
    <p data-testid="price">€ 1,00</p>
    <div class="product-page__price" data-testid="product-price">${box}</div>
    <p>Art.-Nr. <span data-testid="article-number"> PAN-000001-1 </span></p>
    <form><input type="hidden" name="saleElementId" value="4711"><input name="quantity" value="1"></form>
    <div data-testid="product-price"><span data-testid="price">€ 2,00</span></div>
  </body></html>`;

  it('reads the price box, not a price elsewhere on the page, and the sale element the form adds with its number', () => {
    const html = page(
      '<div class="price-tag"><p><span class="price-tag__amount" data-testid="price">€&nbsp;1.234,50</span><span data-testid="discount">−10 %</span></p><p>statt <s>€ 1.371,67</s></p></div>',
    );
    expect(shownPagePrice(html)).toEqual({
      amountMinor: 123_450,
      text: '€ 1.234,50',
      saleElementId: 4711,
      sku: 'PAN-000001-1',
    });
  });

  it('has no price on a page that asks for one on request, or on a page without a price box', () => {
    expect(shownPagePrice(page('<p class="price-tag__on-request">Preis auf Anfrage</p>'))).toBeNull();
    expect(shownPagePrice('<html><body><h1>Bad</h1></body></html>')).toBeNull();
  });
});
