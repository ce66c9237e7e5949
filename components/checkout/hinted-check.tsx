import type { ReactNode } from 'react';

interface HintedCheckProps {
  id: string;
  name: string;
  label: ReactNode;
  /** Said below the box and read with it (aria-describedby), so what ticking it means is never missed. */
  hint: ReactNode;
  defaultChecked: boolean;
  /** Set when ticking the box prices the order again (checkout-behaviour reads `data-refresh`). */
  refresh?: string;
}

/** A checkout checkbox that is never ticked for the shopper, with its label and the hint that explains it. */
export function HintedCheck({ id, name, label, hint, defaultChecked, refresh }: HintedCheckProps) {
  return (
    <>
      <div className="checkout-check">
        <input
          type="checkbox"
          id={id}
          name={name}
          defaultChecked={defaultChecked}
          aria-describedby={`${id}-hint`}
          data-refresh={refresh}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <p id={`${id}-hint`} className="checkout-hint">
        {hint}
      </p>
    </>
  );
}
