import { consentBannerScript, consentDefaultScript } from './consent';

/** docs/product.md §3's browser-storage key for a dismissed sales bar. */
export const SALES_BAR_KEY = 'salesBarVisible';

/** A bar the shopper dismissed stays hidden, without a flash, on cached pages. */
const salesBarScript = `try{if(localStorage.getItem('${SALES_BAR_KEY}')==='false')document.documentElement.dataset.salesBar='dismissed'}catch(e){}`;

/** Marks a scripted page before paint, so parts that JavaScript folds away stay open without it. */
const scriptedPageScript = "document.documentElement.classList.add('js')";

/**
 * The inline scripts the layout runs in <head> before paint, in order: Consent Mode defaults first, as they must
 * be set before any tag can load (docs/product.md §4). Their text is fixed or carries only data, which is what lets the
 * Content-Security-Policy allow them by hash (lib/http/inline-scripts.ts).
 */
export function headScripts(privacyPaths: string[]): string[] {
  return [consentDefaultScript, salesBarScript, scriptedPageScript, consentBannerScript(privacyPaths)];
}

/** The head scripts whose text never changes. */
export const fixedHeadScripts = headScripts([]).slice(0, 3);
