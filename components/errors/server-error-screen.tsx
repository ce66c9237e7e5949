'use client';

import { useSyncExternalStore } from 'react';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';
import { serverErrorAudience, type ServerErrorAudience } from '@/lib/i18n/server-error';

// The backend is down, so nothing can be fetched: the texts travel with this screen (all three languages are
// a few kilobytes, and this chunk loads only when an error happens).
const texts = { de, ro, en };

const noSubscription = () => () => undefined;

/**
 * SPEC §2's maintenance-style screen. The server renders it for the market's language; in the browser the
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
  const t = texts[audience.language];
  const retry = () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    window.location.reload();
  };
  return (
    <main id="main" className="server-error" lang={audience.language} data-testid="server-error">
      <title>{t.ServerError.title}</title>
      <div className="server-error__gear" aria-hidden="true" />
      <h1>{t.ServerError.title}</h1>
      <p className="server-error__message">{t.Errors.server.connection}</p>
      <p>{t.ServerError.advice}</p>
      {audience.contact && (
        <section aria-labelledby="server-error-contact" className="server-error__contact">
          <h2 id="server-error-contact">{t.ServerError.contact}</h2>
          <dl>
            <dt>{t.ServerError.phone}</dt>
            <dd>
              <a href={`tel:${audience.contact.phone.replace(/\s/g, '')}`}>{audience.contact.phone}</a>
            </dd>
            <dt>{t.ServerError.schedule}</dt>
            <dd>{audience.contact.schedule}</dd>
            <dt>{t.ServerError.email}</dt>
            <dd>
              <a href={`mailto:${audience.contact.email}`}>{audience.contact.email}</a>
            </dd>
          </dl>
        </section>
      )}
      <button type="button" className="button" onClick={retry}>
        {t.ServerError.retry}
      </button>
    </main>
  );
}
