import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { HintedCheck } from './hinted-check';
import { conditionMessageKey, type TaxCondition } from '@/lib/pricing/tax-conditions';

interface TaxConditionCheckProps {
  /** The conditions the quote's lines are taxed under; none while VAT is excluded. */
  conditions: readonly TaxCondition[];
  checked: (name: string, byDefault: boolean) => boolean;
  /** The button that prices the order again without JavaScript. */
  update: ReactNode;
}

/**
 * Germany's photovoltaics at 0 % only for a dwelling's installation (§ 12 Abs. 3 UStG): the buyer confirms it
 * with the law's wording, never ticked beforehand; JavaScript prices the order again on each change, the update
 * button does without it, and a total that changed unseen is refused at placement.
 */
export function TaxConditionCheck({ conditions, checked, update }: TaxConditionCheckProps) {
  const t = useTranslations('Checkout');
  if (!conditions.includes('dwelling-photovoltaics')) return null;
  const key = conditionMessageKey['dwelling-photovoltaics'];
  return (
    <div className="checkout-tax-condition">
      <HintedCheck
        id="photovoltaics-dwelling"
        name="photovoltaicsDwellingConfirmed"
        label={t(key)}
        hint={t(`${key}Hint`)}
        defaultChecked={checked('photovoltaicsDwellingConfirmed', false)}
        refresh="taxCondition"
      />
      {update}
    </div>
  );
}
