/** Latin-1 is what PDF's standard Helvetica can show; Romanian letters outside it are written without marks. */
function toLatin1(text: string): string {
  return text
    .replace(/[ăâ]/g, 'a')
    .replace(/[ĂÂ]/g, 'A')
    .replace(/[șş]/g, 's')
    .replace(/[ȘŞ]/g, 'S')
    .replace(/[țţ]/g, 't')
    .replace(/[ȚŢ]/g, 'T')
    .replace(/î/g, 'i')
    .replace(/Î/g, 'I')
    .replace(/[–—]/g, '-')
    .replace(/[„“”]/g, '"')
    .replace(/[^\x20-\xff]/g, '?');
}

const escapePdf = (text: string) => toLatin1(text).replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 PDF (data sheet, installation guide) with a title and wrapped paragraphs. */
export function textPdf(title: string, paragraphs: string[]): Buffer {
  const body = paragraphs.flatMap((p) => [...wrap(p, 90), '']);
  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 10 Tf 0 -30 Td 14 TL',
    ...body.slice(0, 48).map((line) => `(${escapePdf(line)}) '`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
