/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { QuantityInput } from './quantity-input';

const labels = {
  quantity: 'Menge',
  unit: 'Stück',
  adjusted: 'Angepasst auf {quantity}, nur in Vielfachen von {multiple}.',
  minimum: 'Mindestmenge: {quantity}',
};

describe('QuantityInput', () => {
  it('adjusts to the order multiple when the shopper leaves the field, and says so (docs/product.md §5)', () => {
    render(<QuantityInput rules={{ minimum: 2, multiple: 2 }} labels={labels} />);
    const field = screen.getByLabelText('Menge') as HTMLInputElement;
    expect(field.value).toBe('2');
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.blur(field);
    expect(field.value).toBe('4');
    expect(screen.getByTestId('quantity-message').textContent).toBe(
      'Angepasst auf 4, nur in Vielfachen von 2.',
    );
  });

  it('raises what is under the minimum to it, and leaves a fitting quantity without a message', () => {
    render(<QuantityInput rules={{ minimum: 6, multiple: 1 }} labels={labels} />);
    const field = screen.getByLabelText('Menge') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.blur(field);
    expect(field.value).toBe('6');
    expect(screen.getByTestId('quantity-message').textContent).toBe('Mindestmenge: 6');
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.blur(field);
    expect(screen.getByTestId('quantity-message').textContent).toBe('');
  });
});
