import { InvoiceService, type Invoice, type Logger } from '@e-invoice-eu/core';
import type { InvoiceDocument } from '../invoice-types';
import { eInvoiceKinds, type EInvoiceKind } from './e-invoice-kind';
import { en16931Invoice } from './en16931-invoice';

/** The library's notes go to the server log; a refusal reaches the caller as an error. */
const logger: Logger = {
  log: () => undefined,
  warn: (message) => console.warn(`e-invoice: ${message}`),
  error: (message) => console.error(`e-invoice: ${message}`),
};

let service: InvoiceService | undefined;

interface SchemaError {
  instancePath?: string;
  message?: string;
}

/** The library's schema refusal, named field by field, so the log says what to mend. */
function refusal(invoice: InvoiceDocument, error: unknown): Error {
  const details = (error as { errors?: SchemaError[] }).errors
    ?.map((detail) => `${detail.instancePath ?? ''} ${detail.message ?? ''}`.trim())
    .join('; ');
  return new Error(`E-invoice ${invoice.invoiceNumber} refused: ${details ?? String(error)}`, {
    cause: error,
  });
}

/**
 * The invoice as e-invoice XML of the kind: the library checks the data against EN 16931's structure, code lists
 * and cardinalities before it writes a byte, and refuses what fails.
 */
export async function renderEInvoice(invoice: InvoiceDocument, kind: EInvoiceKind): Promise<string> {
  const { profile, format } = eInvoiceKinds[kind];
  service ??= new InvoiceService(logger);
  try {
    // The library validates its input against its own JSON schema at run time, which is the type it declares.
    const data = en16931Invoice(invoice, profile) as unknown as Invoice;
    const xml = await service.generate(data, { format, lang: invoice.language });
    return typeof xml === 'string' ? xml : new TextDecoder().decode(xml);
  } catch (error) {
    throw refusal(invoice, error);
  }
}
