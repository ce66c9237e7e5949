import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { BankTransfer } from '@/lib/orders/bank-transfer';
import { qrPath } from '@/lib/payments/epc-qr';
import { formatMoney } from '@/lib/pricing/format';

// The guideline's quiet zone: four modules of white around the code, or cameras lose its edge.
const QUIET_ZONE = 4;

/** An IBAN as it is printed, in groups of four. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * docs/product.md §7 getQrCode: the transfer that pays a prepayment order, as details to copy and, in euro, as the
 * EPC069-12 code (GiroCode) a banking app scans to fill the transfer. The code's accessible name says the same
 * as the details, which are its text alternative. Drawn on the server as one SVG path: no script, no image request.
 */
export function BankTransferDetails({ transfer, locale }: { transfer: BankTransfer; locale: string }) {
  const t = useTranslations('Order');
  const titleId = useId();
  const amount = formatMoney(transfer.amount, locale);
  const code = transfer.epcPayload ? qrPath(transfer.epcPayload) : null;
  const side = code ? code.size + 2 * QUIET_ZONE : 0;
  return (
    <div className="bank-transfer" data-testid="bank-transfer">
      {code && (
        <figure className="bank-transfer__code">
          <svg
            viewBox={`-${QUIET_ZONE} -${QUIET_ZONE} ${side} ${side}`}
            role="img"
            aria-labelledby={titleId}
            shapeRendering="crispEdges"
            data-testid="transfer-code"
            data-payload={transfer.epcPayload}
          >
            <title id={titleId}>
              {t('transferCodeTitle', { amount, beneficiary: transfer.beneficiary, ref: transfer.reference })}
            </title>
            <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
            <path d={code.path} fill="#000" />
          </svg>
          <figcaption>{t('transferCodeCaption')}</figcaption>
        </figure>
      )}
      <dl className="bank-transfer__details">
        <div>
          <dt>{t('transferBeneficiary')}</dt>
          <dd>{transfer.beneficiary}</dd>
        </div>
        <div>
          <dt>{t('transferIban')}</dt>
          <dd data-testid="transfer-iban">{grouped(transfer.iban)}</dd>
        </div>
        {transfer.bic && (
          <div>
            <dt>{t('transferBic')}</dt>
            <dd>{transfer.bic}</dd>
          </div>
        )}
        <div>
          <dt>{t('transferAmount')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('transferReference')}</dt>
          <dd>{transfer.reference}</dd>
        </div>
      </dl>
    </div>
  );
}
