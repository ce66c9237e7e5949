import {
  FormatFactoryService,
  invoiceSchema,
  type EInvoiceFormat,
  type Invoice,
  type Logger,
} from '@e-invoice-eu/core';
import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019';
import type { InvoiceDocument } from '../invoice-types';
import { withPrecedingInvoice } from './cii-preceding-invoice';
import { eInvoiceKinds, type EInvoiceKind } from './e-invoice-kind';
import { en16931Invoice } from './en16931-invoice';

/** The library's notes go to the server log; a refusal reaches the caller as an error. */
const logger: Logger = {
  log: () => undefined,
  warn: (message) => console.warn(`e-invoice: ${message}`),
  error: (message) => console.error(`e-invoice: ${message}`),
};

interface Writer {
  format: string;
  formatter: EInvoiceFormat;
  validate: ValidateFunction<Invoice>;
}

const formats = new FormatFactoryService();
const writers = new Map<string, Writer>();

/**
 * The library's writer of a format with its schema compiled once. Its InvoiceService.generate compiles the
 * schema on every call (about 100 ms of the 110 ms an invoice took); this does what generate does, in the same
 * order, with the compiled schema kept per format.
 */
function writerOf(format: string): Writer {
  const known = writers.get(format);
  if (known) return known;
  const formatter = formats.createFormatService(format, logger);
  const schema = structuredClone(invoiceSchema);
  formatter.patchSchema(schema);
  const validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile<Invoice>(schema);
  const writer = { format: formats.normalizeFormat(format), formatter, validate };
  writers.set(format, writer);
  return writer;
}

/** An invoice the e-invoice's rules refuse: trying again changes nothing until its data is mended. */
export class EInvoiceRefusal extends Error {}

/** A refusal that names the invoice, and the schema's complaints field by field, so the log says what to mend. */
function refusal(
  invoice: InvoiceDocument,
  reason: string | ValidateFunction<Invoice>,
  cause?: unknown,
): Error {
  const details =
    typeof reason === 'string'
      ? reason
      : (reason.errors ?? [])
          .map((detail) => `${detail.instancePath} ${detail.message ?? ''}`.trim())
          .join('; ');
  return new EInvoiceRefusal(`E-invoice ${invoice.invoiceNumber} refused: ${details}`, { cause });
}

/** The invoice in the library's format, or a refusal naming it when the profile's rules cannot write it. */
function dataOf(invoice: InvoiceDocument, kind: EInvoiceKind): Invoice {
  try {
    // Checked against the library's JSON schema next, which is the type it declares.
    return en16931Invoice(invoice, eInvoiceKinds[kind].profile) as unknown as Invoice;
  } catch (error) {
    throw refusal(invoice, error instanceof Error ? error.message : String(error), error);
  }
}

/**
 * The invoice as e-invoice XML of the kind: the data is checked against the library's schema of EN 16931's
 * structure, code lists and cardinalities before a byte is written, and refused when it fails.
 */
export async function renderEInvoice(invoice: InvoiceDocument, kind: EInvoiceKind): Promise<string> {
  const writer = writerOf(eInvoiceKinds[kind].format);
  const data = dataOf(invoice, kind);
  if (!writer.validate(data)) throw refusal(invoice, writer.validate);
  writer.formatter.fillInvoiceDefaults(data);
  const generated = await writer.formatter.generate(data, { format: writer.format, lang: invoice.language });
  const xml = typeof generated === 'string' ? generated : new TextDecoder().decode(generated);
  return eInvoiceKinds[kind].format.endsWith('CII') ? withPrecedingInvoice(xml, invoice) : xml;
}
