import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { epcPayload, qrPath, qrPng, type TransferOrder } from './epc-qr';

const austrian: TransferOrder = {
  beneficiary: 'Sanitärwelt GmbH',
  iban: 'AT61 1904 3002 3457 3201',
  bic: 'OBKLAT2L',
  amount: { amount: 123_405, currency: 'EUR' },
  reference: 'ORD000000000042',
};

/** What a banking app's camera reads from an image of `width` × `height` RGBA pixels. */
const read = (pixels: Uint8ClampedArray, width: number, height: number) =>
  jsQR(pixels, width, height)?.data ?? null;

/** The SVG path drawn the way a browser fills it: 4 pixels a module, 4 modules of quiet zone. */
function rasterise({ size, path }: { size: number; path: string }): {
  pixels: Uint8ClampedArray;
  side: number;
} {
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < Number(width) * scale; dx += 1) {
        const offset = (((Number(y) + 4) * scale + dy) * side + (Number(x) + 4) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
  }
  return { pixels, side };
}

describe('epcPayload', () => {
  it('writes the EPC069-12 lines: version 002, UTF-8, the BIC, name, IBAN, euro amount and the order as remittance', () => {
    expect(epcPayload(austrian)).toBe(
      'BCD\n002\n1\nSCT\nOBKLAT2L\nSanitärwelt GmbH\nAT611904300234573201\nEUR1234.05\n\n\nORD000000000042',
    );
  });

  it('leaves the BIC out where none is configured, as version 002 allows inside the EEA', () => {
    expect(epcPayload({ ...austrian, bic: null })?.split('\n')[4]).toBe('');
  });

  it('always writes two decimals, and cents below a euro', () => {
    expect(epcPayload({ ...austrian, amount: { amount: 5_000, currency: 'EUR' } })).toContain('\nEUR50.00\n');
    expect(epcPayload({ ...austrian, amount: { amount: 7, currency: 'EUR' } })).toContain('\nEUR0.07\n');
  });

  it.each([
    ['lei (the guideline knows only the euro)', { amount: { amount: 10_000, currency: 'RON' } }],
    ['nothing to pay', { amount: { amount: 0, currency: 'EUR' } }],
    ['more than the guideline allows', { amount: { amount: 100_000_000_000, currency: 'EUR' } }],
    ['an IBAN that is none', { iban: 'AT61 1904' }],
    ['an IBAN with a typo its check digits catch', { iban: 'AT61 1904 3002 3457 3210' }],
    ['a BIC that is none', { bic: 'OBK' }],
    ['no beneficiary', { beneficiary: ' ' }],
  ])('gives no code for %s', (_, change) => {
    expect(epcPayload({ ...austrian, ...change })).toBeNull();
  });

  it('keeps within the field lengths and lines, whatever the settings hold', () => {
    const payload = epcPayload({
      ...austrian,
      beneficiary: `A\nB${'x'.repeat(100)}`,
      reference: 'R'.repeat(200),
    })!;
    const lines = payload.split('\n');
    expect(lines).toHaveLength(11);
    expect([...lines[5]!]).toHaveLength(70);
    expect(lines[10]).toHaveLength(140);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(331);
    // Letters of two or three bytes in UTF-8: the remittance gives way so the whole stays within 331 bytes.
    const wide = epcPayload({ ...austrian, beneficiary: 'Ș'.repeat(70), reference: 'Ă'.repeat(140) })!;
    expect(Buffer.byteLength(wide)).toBeLessThanOrEqual(331);
    expect(wide.split('\n')[5]).toBe('Ș'.repeat(70));
    expect(wide.split('\n')[10]).toMatch(/^Ă{40,}$/);
  });
});

describe('the code a banking app reads', () => {
  const payload = epcPayload(austrian)!;

  it('reads the payload back from the SVG path the pages draw', () => {
    const { pixels, side } = rasterise(qrPath(payload));
    expect(read(pixels, side, side)).toBe(payload);
  });

  it('reads the payload back from the PNG the mail carries', async () => {
    const png = PNG.sync.read(await qrPng(payload));
    expect(read(new Uint8ClampedArray(png.data), png.width, png.height)).toBe(payload);
  });
});
