'use client';

import { useRef, useState, type MouseEvent } from 'react';

interface LoadMoreProps {
  nextHref: string;
  labels: { loadMore: string; loading: string; loaded: string; failed: string };
}

/**
 * "Load more" appends the next page's products below the current ones. It is a link to the next page, so it
 * works without JavaScript; with it, the next page's server-rendered cards are fetched and appended, focus moves
 * to the first new product and a screen reader hears how many arrived.
 */
export function LoadMore({ nextHref, labels }: LoadMoreProps) {
  const [next, setNext] = useState<string | null>(nextHref);
  const [pages, setPages] = useState<string[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLDivElement>(null);

  async function load(event: MouseEvent<HTMLAnchorElement>) {
    if (!next || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setStatus('loading');
    try {
      const response = await fetch(next, { headers: { Accept: 'text/html' } });
      if (!response.ok) throw new Error(String(response.status));
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const items = page.querySelector('[data-listing-items]');
      const count = items?.children.length ?? 0;
      setPages((loaded) => [...loaded, items?.innerHTML ?? '']);
      setNext(page.querySelector('[data-load-more]')?.getAttribute('href') ?? null);
      setAnnouncement(labels.loaded.replace('{count}', String(count)));
      setStatus('idle');
      requestAnimationFrame(() => list.current?.lastElementChild?.querySelector('a')?.focus());
    } catch {
      setStatus('failed');
    }
  }

  return (
    <>
      <div ref={list}>
        {pages.map((html, index) => (
          // Cards the server rendered for the next page, from this shop's own HTML.
          <ul key={index} className="product-grid" dangerouslySetInnerHTML={{ __html: html }} />
        ))}
      </div>
      {next && (
        <p className="load-more">
          <a
            href={next}
            data-load-more
            className="button button--secondary"
            onClick={load}
            aria-busy={status === 'loading'}
          >
            {status === 'loading' ? labels.loading : labels.loadMore}
          </a>
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="load-more__failed">
          {labels.failed}
        </p>
      )}
      <p aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
