export interface SvgFile {
  file: string;
  width: number;
  height: number;
  body: Buffer;
}

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A brand's wordmark: an emblem with the initial and the name, in the brand's colour. */
export function brandLogo(slug: string, name: string, colour: string): SvgFile {
  const width = 240;
  const height = 80;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
<rect x="4" y="16" width="48" height="48" rx="12" fill="${colour}"/>
<text x="28" y="50" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name.charAt(0))}</text>
<text x="62" y="50" font-family="Arial, Helvetica, sans-serif" font-size="${name.length > 12 ? 17 : 22}" font-weight="700" fill="${colour}">${escapeXml(name)}</text>
</svg>`;
  return { file: `brand/${slug}.svg`, width, height, body: Buffer.from(svg) };
}

/** A labelled badge for the footer (payment methods, carriers, the shop logo): text on a rounded plate. */
export function labelBadge(
  file: string,
  label: string,
  foreground: string,
  background: string,
  width = 120,
  height = 48,
): SvgFile {
  const size = Math.min(20, Math.floor((width - 16) / Math.max(4, label.length * 0.6)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<rect width="${width}" height="${height}" rx="8" fill="${background}"/>
<text x="${width / 2}" y="${height / 2 + size / 3}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${foreground}" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
  return { file, width, height, body: Buffer.from(svg) };
}
