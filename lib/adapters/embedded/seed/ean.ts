/** A 13-digit EAN with its check digit, built from a 12-digit body. */
export function ean13(body: number): string {
  const digits = String(body).padStart(12, '0').slice(-12);
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return digits + String((10 - (sum % 10)) % 10);
}
