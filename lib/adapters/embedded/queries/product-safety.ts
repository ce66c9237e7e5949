import type { EconomicOperator, ProductSafety } from '../../../shop/types';
import type { brand } from '../schema';

type CompanyColumns = Pick<
  typeof brand.$inferSelect,
  | 'manufacturerName'
  | 'manufacturerAddress'
  | 'manufacturerContact'
  | 'euResponsibleName'
  | 'euResponsibleAddress'
  | 'euResponsibleContact'
>;

/** A stored text's lines, without the blank ones an editor leaves. */
function linesOf(text: string | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function companyOf(
  name: string | null,
  address: string | null,
  contact: string | null,
): EconomicOperator | null {
  const named = name?.trim();
  return named ? { name: named, address: linesOf(address), contact: contact?.trim() || null } : null;
}

/** A product's safety information from its brand's row (null without a brand) and its warnings in one locale. */
export function productSafetyOf(maker: CompanyColumns | null, warnings: string | null): ProductSafety {
  return {
    manufacturer:
      maker && companyOf(maker.manufacturerName, maker.manufacturerAddress, maker.manufacturerContact),
    euResponsible:
      maker && companyOf(maker.euResponsibleName, maker.euResponsibleAddress, maker.euResponsibleContact),
    warnings: linesOf(warnings),
  };
}
