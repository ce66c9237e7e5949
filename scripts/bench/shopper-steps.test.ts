import { routeOf, shopperAddress, shopperSteps, type ShopperPages } from './shopper-steps';

const pages: ShopperPages = {
  categories: ['/bad.html', '/heizung.html', '/klima.html'],
  products: Array.from({ length: 50 }, (_unused, index) => `/produkt-${index}.html`),
  addable: ['/nachbestellt-1.html', '/nachbestellt-2.html'],
  searches: ['/search/Thermostat', '/search/Badewanne'],
};

describe('a shopper’s 100 steps', () => {
  const steps = shopperSteps(pages, 3);

  it('keep issue 40’s mix: 80 browse, 10 search, 8 cart, 2 checkout', () => {
    const counts: Record<string, number> = {};
    for (const step of steps) counts[routeOf(step)] = (counts[routeOf(step)] ?? 0) + 1;
    expect(counts).toEqual({
      browse: 80,
      search: 10,
      cart: 8,
      checkout: 2,
    });
  });

  it('add a product right after its page, and look at the cart right after', () => {
    steps.forEach((step, index) => {
      if (step.kind !== 'add') return;
      expect(steps[index - 1]).toEqual({ kind: 'page', path: expect.stringMatching(/nachbestellt/) });
      expect(steps[index + 1]).toEqual({ kind: 'cart' });
    });
  });

  it('end with the checkout page, its form and the page after the order', () => {
    expect(steps.slice(-3).map((step) => step.kind)).toEqual(['checkout', 'place', 'after order']);
  });

  it('browse the home page, listings and products, each shopper starting elsewhere', () => {
    const browsed = steps.filter((step) => step.kind === 'page').map((step) => step.path);
    expect(browsed.filter((path) => path === '/')).toHaveLength(8);
    expect(browsed.filter((path) => pages.categories.includes(path)).length).toBeGreaterThan(15);
    expect(new Set(browsed.filter((path) => path.startsWith('/produkt'))).size).toBeGreaterThan(30);
    expect(shopperSteps(pages, 4)).not.toEqual(steps);
  });
});

describe('a shopper’s address', () => {
  it('is one of its own in 10.0.0.0/8', () => {
    expect(shopperAddress(1)).toBe('10.0.0.1');
    expect(shopperAddress(70_000)).toBe('10.1.17.112');
    expect(new Set(Array.from({ length: 1000 }, (_unused, n) => shopperAddress(n))).size).toBe(1000);
  });
});
