/** WCAG 2 relative luminance of an sRGB colour written #rgb or #rrggbb; null for anything else. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function contrastRatio(foreground: string, background: string): number {
  return contrast(luminance(foreground) ?? 0, luminance(background) ?? 0);
}

/** Black or white text on a colour of this luminance, whichever contrasts more: at least √21 ≈ 4.58 : 1. */
export function textOn(light: number): '#000000' | '#ffffff' {
  return contrast(light, 1) >= contrast(light, 0) ? '#ffffff' : '#000000';
}
