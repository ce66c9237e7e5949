/** @jest-environment jsdom */
import { applyListMarks } from './list-marks';

function page(): HTMLElement {
  document.body.innerHTML = `
    <a data-list-link="compare" data-only-filled hidden>Compare<span data-list-count="compare" hidden></span></a>
    <a data-list-link="wishlist">Wishlist<span data-list-count="wishlist" hidden></span></a>
    <button data-list-toggle="wishlist" data-product-id="7" data-label-add="Add 7" data-label-remove="Remove 7" aria-label="Add 7"></button>
    <button data-list-toggle="wishlist" data-product-id="8" data-label-add="Add 8" data-label-remove="Remove 8" aria-label="Add 8"></button>
    <button data-list-toggle="compare" data-product-id="7" data-label-add="Compare 7" data-label-remove="Uncompare 7"></button>`;
  return document.body;
}

describe('applyListMarks', () => {
  it('presses the toggles of listed products, names what a press would do, and shows the counts', () => {
    const body = page();
    applyListMarks(body, { wishlist: [8], compare: [7] });
    const [wish7, wish8, compare7] = [...body.querySelectorAll('button')];
    expect(wish7!.getAttribute('aria-pressed')).toBe('false');
    expect(wish7!.getAttribute('aria-label')).toBe('Add 7');
    expect(wish8!.getAttribute('aria-pressed')).toBe('true');
    expect(wish8!.getAttribute('aria-label')).toBe('Remove 8');
    expect(compare7!.getAttribute('aria-pressed')).toBe('true');
    const wishlistCount = body.querySelector<HTMLElement>('[data-list-count="wishlist"]')!;
    expect(wishlistCount.textContent).toBe('1');
    expect(wishlistCount.hidden).toBe(false);
    expect(body.querySelector<HTMLElement>('[data-list-link="compare"]')!.hidden).toBe(false);
  });

  it('hides empty counts and the compare link again, and changes nothing that is already right', () => {
    const body = page();
    applyListMarks(body, { wishlist: [8], compare: [7] });
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(body, { childList: true, subtree: true, attributes: true, characterData: true });
    applyListMarks(body, { wishlist: [8], compare: [7] });
    expect(observer.takeRecords()).toHaveLength(0);
    applyListMarks(body, { wishlist: [], compare: [] });
    expect(body.querySelector<HTMLElement>('[data-list-count="wishlist"]')!.hidden).toBe(true);
    expect(body.querySelector<HTMLElement>('[data-list-link="compare"]')!.hidden).toBe(true);
    observer.disconnect();
  });
});
