/**
 * The EPC069-12 payload the Austrian demo shop's transfer code must hold for an order: its account (company_name,
 * company_iban, company_bic of the seed), the total in euro cents and the order number. Tests compare what a banking
 * app reads from the code with it.
 */
export function austrianTransferPayload(totalCents: number, orderRef: string): string {
  const euros = `EUR${Math.floor(totalCents / 100)}.${String(totalCents % 100).padStart(2, '0')}`;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    'OBKLAT2L',
    'Sanitärwelt GmbH',
    'AT611904300234573201',
    euros,
    '',
    '',
    orderRef,
  ].join('\n');
}
