import { ratedShopId } from './rated-shop';

const trust = (shopvoteShopId: string, footer: boolean, badge: boolean) => ({
  shopvoteShopId,
  trustedShopId: '',
  shopvote: { footer, badge },
  trustedShop: { footer: false, badge: false },
  googleBadge: false,
  googleMerchantId: '',
  whatsappBadge: false,
});

describe('ratedShopId', () => {
  it('names the shop where the footer or the badge shows the rating', () => {
    expect(ratedShopId(trust('18231', true, true))).toBe('18231');
    expect(ratedShopId(trust(' 18231 ', false, true))).toBe('18231');
    expect(ratedShopId(trust('18231', true, false))).toBe('18231');
  });

  it('is null where ShopVote is off or has no shop id', () => {
    expect(ratedShopId(trust('18231', false, false))).toBeNull();
    expect(ratedShopId(trust('', true, true))).toBeNull();
    expect(ratedShopId(trust('  ', true, true))).toBeNull();
  });
});
