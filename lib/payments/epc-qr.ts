import QRCode from 'qrcode';

/** What a credit transfer needs: who receives it, where, how much (minor units) and the reference. */
export interface TransferOrder {
  beneficiary: string;
  iban: string;
  /** Optional inside the EEA since version 002 of the guideline. */
  bic: string | null;
  amount: { amount: number; currency: string };
  reference: string;
}

// EPC069-12 limits: 70 characters of name, 140 of unstructured remittance, EUR 0.01 to 999,999,999.99.
const MAX_NAME = 70;
const MAX_REMITTANCE = 140;
const MAX_CENTS = 99_999_999_999;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
// The whole payload, in UTF-8 bytes.
const MAX_BYTES = 331;

/** ISO 13616: the country and check digits moved to the end, letters as numbers, the remainder mod 97 is 1. */
function ibanChecks(iban: string): boolean {
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** The longest start of `text` that takes at most `bytes` bytes in UTF-8. */
function fitBytes(text: string, bytes: number): string {
  let fitted = '';
  for (const character of text) {
    if (Buffer.byteLength(fitted + character) > bytes) break;
    fitted += character;
  }
  return fitted;
}

/** "EUR123.4" is allowed, but banking apps show what they read: always two decimals. */
const euroAmount = (cents: number) => `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The EPC069-12 "Quick Response Code" payload (GiroCode, Stuzza's "Zahlen mit Code") of a SEPA credit transfer:
 * version 002, UTF-8, the order reference as unstructured remittance. Null where no such code can say it: another
 * currency than the euro (the guideline knows only euro), an amount out of range, or bank data that is not an
 * IBAN (with its check digits) and BIC, so a banking app never fills a transfer the shop did not mean.
 */
export function epcPayload(transfer: TransferOrder): string | null {
  const iban = transfer.iban.replace(/\s/g, '').toUpperCase();
  const bic = (transfer.bic ?? '').replace(/\s/g, '').toUpperCase();
  const { amount, currency } = transfer.amount;
  if (currency !== 'EUR' || !Number.isInteger(amount) || amount < 1 || amount > MAX_CENTS) return null;
  if (!IBAN.test(iban) || !ibanChecks(iban) || (bic && !BIC.test(bic))) return null;
  const name = [...transfer.beneficiary.replace(/[\r\n]+/g, ' ').trim()].slice(0, MAX_NAME).join('');
  const remittance = [...transfer.reference.replace(/[\r\n]+/g, ' ').trim()]
    .slice(0, MAX_REMITTANCE)
    .join('');
  if (!name) return null;
  // Service tag, version, character set (1: UTF-8), identification, BIC, name, IBAN, amount, purpose, structured
  // reference (empty: the remittance below is unstructured), remittance; the remittance gives way to the size limit.
  const head = ['BCD', '002', '1', 'SCT', bic, name, iban, euroAmount(amount), '', '', ''].join('\n');
  return head + fitBytes(remittance, MAX_BYTES - Buffer.byteLength(head));
}

/** The code's dark modules as one SVG path on a grid of `size` modules (no quiet zone; the caller adds it). */
export function qrPath(payload: string): { size: number; path: string } {
  // Level M, as the guideline asks: readable with some damage, small enough for a 331-byte payload.
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      runs.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size: modules.size, path: runs.join('') };
}

/** The code as a PNG for mails, whose readers show no inline SVG: 4 pixels a module, with the quiet zone. */
export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', type: 'png', scale: 4, margin: 4 });
}
