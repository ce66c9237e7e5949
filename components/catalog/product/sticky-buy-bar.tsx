'use client';

import { useEffect, useState, type ReactNode } from 'react';

/**
 * DESIGN.md's slim bar at the bottom of a phone's screen: it repeats price and add-to-cart once the page's own
 * button (`watch`, an element id) has scrolled away above, and steps aside while the page's footer is in view so
 * it never hides the footer's content. Rendered hidden: without JavaScript there is no bar, only the page's own
 * button. Its button submits the page's own form, so quantity and extras go with it and the cart's enhancement
 * handles it as any add.
 */
export function StickyBuyBar({ watch, children }: { watch: string; children: ReactNode }) {
  const [passed, setPassed] = useState(false);
  const [footerShown, setFooterShown] = useState(false);
  useEffect(() => {
    const button = document.getElementById(watch);
    if (!button) return;
    // The page's own footer, not a review's <footer> inside <main>.
    const footer = [...document.querySelectorAll('footer')].find((element) => !element.closest('main'));
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === button) setPassed(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
        else setFooterShown(entry.isIntersecting);
      }
    });
    observer.observe(button);
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, [watch]);
  return (
    <div className="sticky-buy" hidden={!passed || footerShown} data-testid="sticky-buy">
      {children}
    </div>
  );
}
