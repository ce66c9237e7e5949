'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import {
  CONSENT_COOKIE,
  CONSENT_EVENT,
  CONSENT_MAX_AGE_SECONDS,
  consentKinds,
  readConsent,
  type ConsentDecision,
} from '@/lib/consent';
import type { WidgetSettings } from './third-party-widgets';

// Only a shopper who accepted cookies needs the widgets (and next/script): the others never download them.
const ThirdPartyWidgets = lazy(() =>
  import('./third-party-widgets').then(({ ThirdPartyWidgets }) => ({ default: ThirdPartyWidgets })),
);

export interface ConsentTexts {
  title: string;
  text: string;
  privacyLink: string;
  accept: string;
  decline: string;
}

interface CookieConsentProps {
  texts: ConsentTexts;
  privacyHref: string;
  /** Paths of the data-protection page, where the banner stays away (docs/product.md §2). */
  privacyPaths: string[];
  widgets: WidgetSettings;
}

type Gtag = (...args: unknown[]) => void;

// The consent cookie as an external store: read on every render in the browser; undecided on the server, so the
// banner is in the HTML and the head script (consentBannerScript) hides it before paint when it is not wanted.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const cookieDecision = () => readConsent(document.cookie);
const serverDecision = () => null;
const noSubscription = () => () => undefined;

/**
 * The consent banner (docs/product.md §2, §4). Accept or decline sets all four Consent Mode kinds, stores the decision
 * for 150 days, and only an acceptance loads the third-party widgets.
 */
export function CookieConsent({ texts, privacyHref, privacyPaths, widgets }: CookieConsentProps) {
  const pathname = usePathname();
  const decision = useSyncExternalStore(subscribe, cookieDecision, serverDecision);
  // False while hydrating, so the first render matches the server's HTML whatever the path.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const decide = (value: ConsentDecision) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
    const gtag = (window as unknown as { gtag?: Gtag }).gtag;
    gtag?.('consent', 'update', Object.fromEntries(consentKinds.map((kind) => [kind, value])));
    listeners.forEach((listener) => listener());
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
  };

  if (decision === 'granted')
    return (
      <Suspense fallback={null}>
        <ThirdPartyWidgets settings={widgets} />
      </Suspense>
    );
  if (decision !== null || (hydrated && privacyPaths.includes(pathname))) return null;
  return (
    <section
      className={hydrated ? 'cookie-consent cookie-consent--live' : 'cookie-consent'}
      role="region"
      aria-labelledby="cookie-consent-title"
      data-testid="cookie-consent"
    >
      <h2 id="cookie-consent-title">{texts.title}</h2>
      <p>
        {texts.text} <a href={privacyHref}>{texts.privacyLink}</a>
      </p>
      <div className="cookie-consent__actions">
        <button type="button" className="button" onClick={() => decide('granted')}>
          {texts.accept}
        </button>
        <button type="button" className="button button--secondary" onClick={() => decide('denied')}>
          {texts.decline}
        </button>
      </div>
    </section>
  );
}
