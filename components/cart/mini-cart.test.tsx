/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import type { CartView } from '@/lib/cart/view-types';
import { MiniCart } from './mini-cart';

const money = (amount: number) => ({ amount, currency: 'EUR' });
const texts: Record<string, string> = {
  title: 'Ihr Warenkorb',
  close: 'Schließen',
  empty: 'Leer',
  goods: 'Warenwert',
  shipment: 'Versand',
  shipmentNet: 'Versand (netto)',
  free: 'Kostenlos',
  total: 'Gesamtsumme',
  totalNet: 'Gesamtsumme ohne MwSt.',
  toCart: 'Zum Warenkorb',
  toCheckout: 'Zur Kasse',
};
const t = ((key: string, values?: Record<string, unknown>) =>
  key === 'line'
    ? `${values?.quantity} × ${values?.title}`
    : key === 'more'
      ? `+${values?.count}`
      : texts[key]) as never;

function cart(overrides: Partial<CartView> = {}): CartView {
  const line = (id: number) => ({
    id,
    title: `Armatur ${id}`,
    href: `/a-${id}.html`,
    quantity: 1,
    lineTotal: money(1_000),
  });
  return {
    lines: Array.from({ length: 2 }, (_, index) => line(index + 1)),
    count: 2,
    goods: money(2_000),
    shipment: {
      kind: 'method',
      method: { id: 77, title: 'Paket', kind: 'parcel' },
      amount: money(0),
      missingForFree: null,
    },
    vat: [],
    total: money(2_000),
    includesVat: true,
    notice: '',
    ...overrides,
  } as CartView;
}

function renderMiniCart(view: CartView) {
  const toggle = createRef<HTMLButtonElement>();
  const onClose = jest.fn();
  const utils = render(
    <>
      <button ref={toggle}>Warenkorb</button>
      <p>Seite</p>
      <MiniCart
        id="mini"
        cart={view}
        locale="de-AT"
        cartHref="/en/cart"
        toggleRef={toggle}
        t={t}
        onClose={onClose}
      />
    </>,
  );
  return { ...utils, onClose, toggle };
}

describe('MiniCart', () => {
  it('leads to the cart and, with something in it, to the checkout of the same language', () => {
    renderMiniCart(cart());
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe('/en/cart');
    expect(screen.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe('/en/checkout');
  });

  it('offers no checkout for an empty cart', () => {
    renderMiniCart(cart({ lines: [], count: 0 }));
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
  });

  it('takes focus, shows the lines, goods and a free shipment as "Kostenlos"', () => {
    renderMiniCart(cart());
    expect(screen.getByRole('heading', { name: 'Ihr Warenkorb' })).toHaveProperty(
      'ownerDocument.activeElement',
      screen.getByRole('heading'),
    );
    expect(screen.getAllByTestId('mini-cart-line').map((line) => line.textContent)).toEqual([
      '1 × Armatur 1€\u00a010,00',
      '1 × Armatur 2€\u00a010,00',
    ]);
    expect(screen.getByTestId('mini-cart-shipment').textContent).toBe('Kostenlos');
  });

  it('says net when VAT is excluded, and shows at most five lines', () => {
    const many = cart({
      includesVat: false,
      shipment: {
        kind: 'method',
        method: { id: 77, title: 'Paket', kind: 'parcel' },
        amount: money(408),
        missingForFree: null,
      },
      lines: cart().lines.concat(Array.from({ length: 5 }, (_, i) => ({ ...cart().lines[0]!, id: 10 + i }))),
    });
    renderMiniCart(many);
    expect(screen.getByText('Versand (netto)')).toBeTruthy();
    expect(screen.getByTestId('mini-cart-shipment').textContent).toBe('€\u00a04,08');
    expect(screen.getAllByTestId('mini-cart-line')).toHaveLength(5);
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('closes on Escape returning focus, on a click outside without it, and not on its own toggle', () => {
    const { onClose, toggle } = renderMiniCart(cart());
    fireEvent.pointerDown(toggle.current!);
    fireEvent.pointerDown(screen.getByTestId('mini-cart'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenLastCalledWith(true);
    fireEvent.pointerDown(screen.getByText('Seite'));
    expect(onClose).toHaveBeenLastCalledWith(false);
  });
});
