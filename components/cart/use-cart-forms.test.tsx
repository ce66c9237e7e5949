/** @jest-environment jsdom */
import { fireEvent, render } from '@testing-library/react';
import { useCartForms } from './use-cart-forms';

function Page({ run }: { run: jest.Mock }) {
  useCartForms(run);
  return (
    <>
      <form method="post" action="/api/cart" data-cart-action="add" data-testid="add">
        <input type="hidden" name="action" value="add" />
        <input type="hidden" name="saleElementId" value="12" />
        <input name="quantity" defaultValue="2" />
        <input type="checkbox" name="extras" value="30" defaultChecked />
        <input type="checkbox" name="extras" value="31" defaultChecked />
      </form>
      <form method="post" action="/api/delivery-country" data-testid="other">
        <input name="countryId" defaultValue="5" />
      </form>
    </>
  );
}

describe('useCartForms', () => {
  it('sends a cart form as its JSON action, though its "action" field shadows form.action', () => {
    const run = jest.fn();
    const { getByTestId } = render(<Page run={run} />);
    const submitted = fireEvent.submit(getByTestId('add'));
    expect(submitted).toBe(false);
    expect(run).toHaveBeenCalledWith(
      { action: 'add', saleElementId: '12', quantity: '2', extras: ['30', '31'] },
      getByTestId('add'),
    );
  });

  it('leaves every other form alone', () => {
    const run = jest.fn();
    const { getByTestId } = render(<Page run={run} />);
    expect(fireEvent.submit(getByTestId('other'))).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });
});
