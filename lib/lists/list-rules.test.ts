import { listActionSchema } from './list-action';
import { LIST_LIMITS, listNotice, listOwner } from './list-rules';

describe('listOwner', () => {
  const guest = { idHash: 'a'.repeat(64), customerId: null };
  const customer = { idHash: 'b'.repeat(64), customerId: 42 };

  it('keeps a customer’s wishlist with the account and everything else with the session', () => {
    expect(listOwner('wishlist', 'at', customer)).toEqual({ kind: 'wishlist', store: 'at', customerId: 42 });
    expect(listOwner('compare', 'at', customer)).toEqual({
      kind: 'compare',
      store: 'at',
      sessionHash: 'b'.repeat(64),
    });
    expect(listOwner('wishlist', 'de', guest)).toEqual({
      kind: 'wishlist',
      store: 'de',
      sessionHash: 'a'.repeat(64),
    });
  });

  it('gives a visitor without a session no list', () => {
    expect(listOwner('wishlist', 'ro', null)).toBeNull();
  });
});

describe('listNotice', () => {
  it('names docs/product.md §8’s toasts', () => {
    expect(listNotice('wishlist', 'add')).toBe('addedToWishlist');
    expect(listNotice('wishlist', 'remove')).toBe('removedFromWishlist');
    expect(listNotice('wishlist', 'clear')).toBe('removedAllFromWishlist');
    expect(listNotice('compare', 'add')).toBe('addedToCompare');
    expect(listNotice('compare', 'remove')).toBe('removedFromCompare');
  });
});

describe('listActionSchema', () => {
  it('reads a form’s fields and drops what it does not know', () => {
    expect(listActionSchema.parse({ action: 'toggle', productId: '17', language: 'de', price: '1' })).toEqual(
      {
        action: 'toggle',
        productId: 17,
        language: 'de',
      },
    );
    expect(listActionSchema.parse({ action: 'clear' })).toEqual({ action: 'clear' });
  });

  it('refuses what is not a product id or an action, with the lists’ message', () => {
    for (const fields of [
      { action: 'toggle', productId: '1.5' },
      { action: 'toggle', productId: '-3' },
      { action: 'toggle', productId: '99999999999' },
      { action: 'toggle', productId: '<script>' },
      { action: 'add' },
      { action: 'drop', productId: '1' },
      { action: 'remove', productId: '1', language: 'fr' },
    ]) {
      const parsed = listActionSchema.safeParse(fields);
      expect(parsed.success).toBe(false);
    }
    expect(listActionSchema.safeParse({ action: 'toggle', productId: 'x' }).error?.issues[0]?.message).toBe(
      'lists.invalid',
    );
  });

  it('compares four products at most', () => {
    expect(LIST_LIMITS.compare).toBe(4);
  });
});
