'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { searchPagePath } from '@/lib/seo/search-path';

const loadOverlay = () => import('./search-overlay');
const SearchOverlay = lazy(loadOverlay);

interface SearchBoxProps {
  language: string;
  locale: string;
  linkPrefix: string;
  labels: {
    label: string;
    placeholder: string;
    submit: string;
    open: string;
    close: string;
    tooShort: string;
  };
  /** Handed to the overlay, which formats its texts itself. */
  messages: AbstractIntlMessages;
  /** The toggle's icons, drawn on the server so their code is no part of the page's JavaScript. */
  icons: { open: ReactNode; close: ReactNode };
}

/**
 * The header's search field (docs/product.md §2, docs/design.md "Breakpoints"): inline from 1200 px, below that behind an icon
 * button that opens it full width under the header's row. Enter or the button opens /search/{value}; without JavaScript the form asks /search?q=… and the
 * proxy redirects there. The overlay's code loads once the shopper focuses the field.
 */
export function SearchBox({ language, locale, linkPrefix, labels, messages, icons }: SearchBoxProps) {
  const router = useRouter();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const [hint, setHint] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) field.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The overlay's chunk holds the schema; it is already loaded once the field had focus.
    const { searchRequestSchema } = await import('@/lib/catalog/search-input');
    const parsed = searchRequestSchema.shape.q.safeParse(text);
    if (!parsed.success) {
      setHint(true);
      field.current?.focus();
      return;
    }
    setOpen(false);
    router.push(searchPagePath(linkPrefix, parsed.data));
  }

  const overlayId = `${id}-results`;
  return (
    <div ref={root} className={shown ? 'search-box search-box--shown' : 'search-box'}>
      <button
        ref={toggle}
        type="button"
        className="search-box__toggle"
        aria-expanded={shown}
        aria-controls={`${id}-form`}
        aria-label={shown ? labels.close : labels.open}
        onClick={() => {
          setShown(!shown);
          if (!shown) requestAnimationFrame(() => field.current?.focus());
        }}
      >
        {shown ? icons.close : icons.open}
      </button>
      <form
        id={`${id}-form`}
        role="search"
        action={`${linkPrefix}/search`}
        method="get"
        className="search-box__form"
        onSubmit={submit}
      >
        <label htmlFor={`${id}-field`} className="visually-hidden">
          {labels.label}
        </label>
        <input
          ref={field}
          id={`${id}-field`}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={labels.placeholder}
          value={text}
          aria-controls={open ? overlayId : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={() => {
            void loadOverlay();
            setArmed(true);
          }}
          // Focus alone does not reopen the results: Escape returns focus here and must leave them closed.
          onClick={() => setOpen(text.trim() !== '')}
          onChange={(event) => {
            setText(event.target.value);
            setHint(false);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !open && text.trim()) setOpen(true);
            if (event.key !== 'Escape') return;
            event.preventDefault();
            if (open) setOpen(false);
            else if (shown) {
              setShown(false);
              toggle.current?.focus();
            }
          }}
        />
        <button type="submit" className="search-box__submit">
          {labels.submit}
        </button>
      </form>
      {hint && !open && (
        <p id={`${id}-hint`} className="search-box__hint" role="alert">
          {labels.tooShort}
        </p>
      )}
      {armed && open && (
        <Suspense fallback={null}>
          <SearchOverlay
            id={overlayId}
            input={text}
            inputRef={field}
            language={language}
            locale={locale}
            linkPrefix={linkPrefix}
            messages={messages}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
