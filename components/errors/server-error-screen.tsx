'use client';

import { useSyncExternalStore } from 'react';
import { serverErrorAudience, type ServerErrorAudience } from '@/lib/i18n/server-error';
import { serverErrorTexts } from '@/lib/i18n/server-error-texts';
import '@/app/styles/errors.css';

const noSubscription = () => () => undefined;

/**
 * docs/product.md §2's maintenance-style screen. The server renders it for the market's language; in the browser the
 * host decides (German for .de and .at, Romanian for .ro, English elsewhere). Retry forgets everything the
 * browser kept and reloads the page.
 */
export function ServerErrorScreen({ fallback }: { fallback: ServerErrorAudience }) {
  // The snapshot must be a stable primitive, or React re-renders forever.
  const hostname = useSyncExternalStore(
    noSubscription,
    () => window.location.hostname,
    () => null,
  );
  const audience = hostname === null ? fallback : serverErrorAudience(hostname);
  const t = serverErrorTexts[audience.language];
  const retry = () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    window.location.reload();
  };
  return (
    <main id="main" className="server-error" lang={audience.language} data-testid="server-error">
      <title>{t.title}</title>
      <div className="server-error__gear" aria-hidden="true" />
      <h1>{t.title}</h1>
      <p className="server-error__message">{t.message}</p>
      <p>{t.advice}</p>
      {audience.contact && (
        <section aria-labelledby="server-error-contact" className="server-error__contact">
          <h2 id="server-error-contact">{t.contact}</h2>
          <dl>
            <dt>{t.phone}</dt>
            <dd>
              <a href={`tel:${audience.contact.phone.replace(/\s/g, '')}`}>{audience.contact.phone}</a>
            </dd>
            <dt>{t.schedule}</dt>
            <dd>{audience.contact.schedule}</dd>
            <dt>{t.email}</dt>
            <dd>
              <a href={`mailto:${audience.contact.email}`}>{audience.contact.email}</a>
            </dd>
          </dl>
        </section>
      )}
      <button type="button" className="button" onClick={retry}>
        {t.retry}
      </button>
    </main>
  );
}
