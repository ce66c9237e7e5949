import type { CartLine } from '../shop/types';
import { orderGoods } from './order-goods';

const line = (saleElementId: number, quantity: number, undeliverable: boolean) =>
  ({ saleElementId, quantity, undeliverable }) as CartLine;

describe('orderGoods', () => {
  it('holds the deliverable lines, by sale element and quantity', () => {
    expect(orderGoods({ lines: [line(11, 2, false), line(21, 1, true), line(31, 3, false)] })).toEqual([
      { saleElementId: 11, quantity: 2 },
      { saleElementId: 31, quantity: 3 },
    ]);
  });
});
