import { stockMoves } from './set-stock';

const part = (saleElementId: number, quantity: number) => ({
  saleElementId,
  ref: `P-${saleElementId}`,
  title: `Teil ${saleElementId}`,
  quantity,
});

describe('stockMoves', () => {
  it('moves a set’s parts, its quantity of each per set, in the order of the sale elements', () => {
    expect(
      stockMoves([
        { saleElementId: 90, quantity: 1, fulfilmentCentreId: null, setParts: [] },
        { saleElementId: 50, quantity: 2, fulfilmentCentreId: 3, setParts: [part(70, 1), part(20, 2)] },
      ]),
    ).toEqual([
      { saleElementId: 20, quantity: 4, fulfilmentCentreId: 3, lineSaleElementId: 50 },
      { saleElementId: 70, quantity: 2, fulfilmentCentreId: 3, lineSaleElementId: 50 },
      { saleElementId: 90, quantity: 1, fulfilmentCentreId: null, lineSaleElementId: 90 },
    ]);
  });

  it('keeps a part bought beside its set as a move of its own, both named by their lines', () => {
    const moves = stockMoves([
      { saleElementId: 50, quantity: 1, fulfilmentCentreId: null, setParts: [part(20, 1)] },
      { saleElementId: 20, quantity: 1, fulfilmentCentreId: null, setParts: [] },
    ]);
    expect(moves.map((move) => [move.saleElementId, move.lineSaleElementId])).toEqual([
      [20, 50],
      [20, 20],
    ]);
  });
});
