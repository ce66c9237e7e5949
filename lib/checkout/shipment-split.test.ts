import type { StockState } from '../catalog/stock-state';
import { shipsNow, splitShipments } from './shipment-split';

const line = (quantity: number, stock: StockState) => ({ view: { quantity, stock } });
const onShelf = (quantity: number): StockState => ({ kind: 'inStock', quantity, low: quantity < 10 });

describe('shipment split', () => {
  it('sends a line at once only when all of it is on the shelf', () => {
    expect(shipsNow(line(3, onShelf(3)))).toBe(true);
    expect(shipsNow(line(4, onShelf(3)))).toBe(false);
    expect(shipsNow(line(1, { kind: 'backorder' }))).toBe(false);
    expect(shipsNow(line(1, { kind: 'preorder', availableFrom: '2027-01-15' }))).toBe(false);
  });

  it('offers a choice when some lines go now and others later', () => {
    const wc = line(1, onShelf(12));
    const radiator = line(2, { kind: 'backorder' });
    expect(splitShipments([wc, radiator])).toEqual({ now: [wc], later: [radiator] });
  });

  it('offers none when everything goes together, now or later', () => {
    expect(splitShipments([line(1, onShelf(5)), line(2, onShelf(2))])).toBeNull();
    expect(splitShipments([line(1, { kind: 'backorder' }), line(9, onShelf(3))])).toBeNull();
    expect(splitShipments([])).toBeNull();
  });
});
