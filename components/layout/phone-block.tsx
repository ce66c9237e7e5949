'use client';

import { useState, type ReactNode } from 'react';

interface PhoneBlockProps {
  phone: string;
  labels: { toggle: string; hours: string; loading: string; failed: string; retry: string };
  /** Drawn on the server, so its code is no part of the page's JavaScript. */
  icon: ReactNode;
}

type Hours =
  | { state: 'idle' | 'loading' | 'failed' }
  | { state: 'loaded'; supportTime: string; supportTimeMonThu: string };

/**
 * docs/product.md §2's phone block: the number is always there; a click expands it and asks the shop for the current
 * support hours. If that fails it shows an error icon, and a click tries again.
 */
export function PhoneBlock({ phone, labels, icon }: PhoneBlockProps) {
  const [expanded, setExpanded] = useState(false);
  const [hours, setHours] = useState<Hours>({ state: 'idle' });

  const load = async () => {
    setHours({ state: 'loading' });
    try {
      const response = await fetch('/api/store-info', { cache: 'no-store' });
      const body = (await response.json()) as {
        ok: boolean;
        data?: { supportTime: string; supportTimeMonThu: string };
      };
      if (!response.ok || !body.ok || !body.data) throw new Error(`store info answered ${response.status}`);
      setHours({ state: 'loaded', ...body.data });
    } catch {
      setHours({ state: 'failed' });
    }
  };

  const toggle = () => {
    setExpanded(!expanded);
    if (!expanded && hours.state !== 'loaded') void load();
  };

  return (
    <div className="phone-block">
      <button type="button" aria-expanded={expanded} aria-controls="phone-block-details" onClick={toggle}>
        {icon}
        <span className="visually-hidden">{labels.toggle}</span>
      </button>
      <div
        id="phone-block-details"
        className="phone-block__details"
        hidden={!expanded}
        data-testid="phone-block"
      >
        <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        <div aria-live="polite">
          {hours.state === 'loading' && <p>{labels.loading}</p>}
          {hours.state === 'loaded' && (
            <p>
              {labels.hours}: {hours.supportTime}
              <br />
              {hours.supportTimeMonThu}
            </p>
          )}
          {hours.state === 'failed' && (
            <p className="phone-block__error">
              <span aria-hidden="true" className="phone-block__error-icon">
                !
              </span>
              {labels.failed}{' '}
              <button type="button" onClick={() => void load()}>
                {labels.retry}
              </button>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
