'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import { useDismiss } from '@/lib/client/use-dismiss';
import { AdminBar, type AdminBarLabels } from './admin-bar';

export interface AccountSlotProps {
  language: string;
  accountHref: string;
  labels: { account: string; logout: string; menu: string; admin: AdminBarLabels };
}

type Who = { firstname: string; backOffice: string | null } | null | undefined;

/**
 * docs/product.md §2 account dropdown for a logged-in customer: Account and Log out, a disclosure that Escape and a press
 * outside close. A visitor, or an answer that does not come, keeps the server's login link.
 */
export default function AccountMenu({
  language,
  accountHref,
  labels,
  children,
}: AccountSlotProps & { children: ReactNode }) {
  const [who, setWho] = useState<Who>(undefined);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const request = new AbortController();
    fetch(`/api/account?language=${language}`, { signal: request.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { customer?: Who } } | null) => setWho(body?.data?.customer ?? null))
      .catch(() => setWho(null));
    return () => request.abort();
  }, [language]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  if (!who) return children;
  return (
    <div className="account-menu">
      {who.backOffice && <AdminBar backOffice={who.backOffice} labels={labels.admin} />}
      <button
        ref={toggle}
        type="button"
        className="site-header__icon account-menu__toggle"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen(!open)}
        data-testid="account-toggle"
      >
        <LineIcon name="user" size={24} />
        <span className="visually-hidden">{labels.menu}</span>
      </button>
      {open && (
        <AccountPanel panel={panel} toggle={toggle} onClose={close} {...{ language, accountHref, labels }} />
      )}
    </div>
  );
}

function AccountPanel({
  panel,
  toggle,
  onClose,
  language,
  accountHref,
  labels,
}: Omit<AccountSlotProps, 'children'> & {
  panel: RefObject<HTMLDivElement | null>;
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  useDismiss(panel, toggle, onClose);
  return (
    <div ref={panel} id="account-menu" className="account-menu__panel">
      <a href={accountHref}>{labels.account}</a>
      <form method="post" action="/api/account">
        <input type="hidden" name="action" value="logout" />
        <input type="hidden" name="language" value={language} />
        <button type="submit" className="account-menu__logout">
          {labels.logout}
        </button>
      </form>
    </div>
  );
}
