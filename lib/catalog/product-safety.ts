import type { EconomicOperator, ProductDetail, ProductSaleElement } from '../shop/types';

/** An electronic address as the page shows it; only an e-mail or a web address becomes a link. */
export interface ContactLink {
  href: string | null;
  text: string;
}

export interface CompanyView {
  name: string;
  address: string[];
  contact: ContactLink | null;
}

/** The product page's safety section (GPSR Art. 19): who answers for the product, what it is, what to heed. */
export interface ProductSafetyView {
  manufacturer: CompanyView | null;
  euResponsible: CompanyView | null;
  identifiers: { brand: string | null; model: string; articleNumber: string; ean: string | null };
  warnings: string[];
}

const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;
const BARE_WEB_ADDRESS = /^[\w-]+(\.[\w-]+)*\.[a-z]{2,}(\/\S*)?$/i;

/** A mailto: link for an e-mail address, the address itself for a web one; anything else stays plain text. */
export function contactLink(contact: string): ContactLink {
  if (EMAIL.test(contact)) return { href: `mailto:${contact}`, text: contact };
  // Only http(s): a contact saying "javascript:…" must never become a link.
  if (/^https?:\/\//i.test(contact) && URL.canParse(contact)) return { href: contact, text: contact };
  if (BARE_WEB_ADDRESS.test(contact)) return { href: `https://${contact}`, text: contact };
  return { href: null, text: contact };
}

function companyView(company: EconomicOperator | null): CompanyView | null {
  return (
    company && {
      name: company.name,
      address: company.address,
      contact: company.contact ? contactLink(company.contact) : null,
    }
  );
}

/** The safety section for the sale element shown; none for a service, which the regulation does not cover. */
export function productSafetyView(
  product: ProductDetail,
  selected: ProductSaleElement,
): ProductSafetyView | null {
  if (product.kind === 'service') return null;
  return {
    manufacturer: companyView(product.safety.manufacturer),
    euResponsible: companyView(product.safety.euResponsible),
    identifiers: {
      brand: product.brand?.title ?? null,
      model: product.ref,
      articleNumber: selected.ref,
      ean: selected.ean,
    },
    warnings: product.safety.warnings,
  };
}
