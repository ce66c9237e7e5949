'use client';

import { useState } from 'react';
import { adjustQuantity, smallestQuantity, type OrderRules } from '@/lib/catalog/quantity';

interface QuantityInputProps {
  rules: OrderRules;
  labels: { quantity: string; unit: string; adjusted: string; minimum: string };
}

/**
 * The quantity to order, kept to the product's minimum and order multiple: a quantity that does not fit is
 * adjusted when the shopper leaves the field, with docs/product.md §5's message read out.
 */
export function QuantityInput({ rules, labels }: QuantityInputProps) {
  const [value, setValue] = useState(String(smallestQuantity(rules)));
  const [message, setMessage] = useState('');
  const settle = () => {
    const { quantity, adjustment } = adjustQuantity(Number(value.replace(',', '.')), rules);
    setValue(String(quantity));
    setMessage(
      adjustment === 'multiple'
        ? labels.adjusted
            .replace('{quantity}', String(quantity))
            .replace('{multiple}', String(rules.multiple))
        : adjustment === 'minimum'
          ? labels.minimum.replace('{quantity}', String(quantity))
          : '',
    );
  };
  return (
    <div className="quantity-input">
      <label htmlFor="quantity">{labels.quantity}</label>
      <div className="quantity-input__field">
        <input
          id="quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={smallestQuantity(rules)}
          step={Math.max(1, rules.multiple)}
          value={value}
          aria-describedby="quantity-message"
          onChange={(event) => setValue(event.target.value)}
          onBlur={settle}
          onKeyDown={(event) => event.key === 'Enter' && settle()}
        />
        <span className="quantity-input__unit">{labels.unit}</span>
      </div>
      <p
        id="quantity-message"
        className="quantity-input__message"
        role="status"
        data-testid="quantity-message"
      >
        {message}
      </p>
    </div>
  );
}
