'use client';

import { useRef, useState } from 'react';

interface Slide {
  image: string;
  title: string;
  text: string;
  href: string;
}

/**
 * The home page's hero slides: a row that scrolls by swiping or with the buttons. It never moves on its own
 * (WCAG 2.2.2); the first image loads at once as the page's largest content, the others lazily.
 */
export function HeroSlider({
  slides,
  labels,
}: {
  slides: Slide[];
  labels: { region: string; previous: string; next: string; slide: string };
}) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const go = (index: number) => {
    const target = (index + slides.length) % slides.length;
    const item = track.current?.children[target] as HTMLElement | undefined;
    track.current?.scrollTo({ left: item?.offsetLeft ?? 0, behavior: 'smooth' });
    setCurrent(target);
  };
  return (
    <section className="hero" aria-roledescription="carousel" aria-label={labels.region}>
      <ul
        ref={track}
        className="hero__track"
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          setCurrent(Math.round(scrollLeft / Math.max(clientWidth, 1)));
        }}
      >
        {slides.map((slide, index) => (
          <li
            key={slide.image}
            className="hero__slide"
            aria-roledescription="slide"
            aria-label={labels.slide
              .replace('{number}', String(index + 1))
              .replace('{count}', String(slides.length))}
          >
            <a href={slide.href}>
              {/* eslint-disable-next-line @next/next/no-img-element -- banners come from the store's configuration */}
              <img
                src={slide.image}
                alt=""
                width={1200}
                height={480}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
              <span className="hero__caption">
                <span className="hero__title">{slide.title}</span>
                <span className="hero__text">{slide.text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className="hero__controls">
          <button type="button" onClick={() => go(current - 1)} aria-label={labels.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="hero__position" aria-hidden="true">
            {current + 1} / {slides.length}
          </span>
          <button type="button" onClick={() => go(current + 1)} aria-label={labels.next}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
