/**
 * The slim bar (docs/design.md "Product page on a phone") at the bottom of a phone's screen, rendered hidden with the product page: it shows once the
 * page's own add-to-cart button (the id in `data-sticky-buy`) has scrolled away above, and steps aside while the
 * page's footer is in view so it never hides the footer's content. Its button submits the page's own form, so
 * quantity and extras go with it. Loaded with the cart's client part, so it is no first-load JavaScript; without
 * JavaScript there is no bar, only the page's own button.
 */
export function followStickyBuy(bar: HTMLElement): () => void {
  const button = document.getElementById(bar.dataset.stickyBuy ?? '');
  if (!button) return () => undefined;
  // The page's own footer, not a review's <footer> inside <main>.
  const footer = [...document.querySelectorAll('footer')].find((element) => !element.closest('main'));
  let passed = false;
  let footerShown = false;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.target === button) passed = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
      else footerShown = entry.isIntersecting;
    }
    bar.hidden = !passed || footerShown;
  });
  observer.observe(button);
  if (footer) observer.observe(footer);
  return () => {
    observer.disconnect();
    bar.hidden = true;
  };
}
