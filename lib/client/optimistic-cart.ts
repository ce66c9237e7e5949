import type { CartActionInput } from '../api/cart';
import type { CartView } from '../cart/view-types';

/**
 * What the cart will most likely look like after an action, shown while the server works it out: quantities
 * and the count move at once; totals wait for the server, which prices everything.
 */
export function optimisticCart(cart: CartView, action: CartActionInput): CartView {
  const change = (lineId: unknown, quantityOf: (current: number, step: number) => number): CartView => {
    const lines = cart.lines
      .map((line) =>
        line.id === Number(lineId)
          ? { ...line, quantity: quantityOf(line.quantity, line.quantityRules.step) }
          : line,
      )
      .filter((line) => line.quantity > 0);
    return { ...cart, lines, count: lines.reduce((sum, line) => sum + line.quantity, 0) };
  };
  switch (action.action) {
    case 'add': {
      const line = cart.lines.find((entry) => entry.saleElementId === Number(action.saleElementId));
      const quantity = Math.max(1, Math.floor(Number(action.quantity)) || 1);
      return line
        ? change(line.id, (current) => current + quantity)
        : { ...cart, count: cart.count + quantity };
    }
    case 'set':
      return change(action.lineId, () => Math.max(0, Math.floor(Number(action.quantity)) || 0));
    case 'increase':
      return change(action.lineId, (current, step) => current + step);
    case 'decrease':
      return change(action.lineId, (current, step) => current - step);
    case 'remove':
      return change(action.lineId, () => 0);
    case 'clear':
      return { ...cart, lines: [], count: 0 };
    default:
      return cart;
  }
}
