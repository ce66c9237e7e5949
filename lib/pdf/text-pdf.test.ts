import { pdfInfo } from '../documents/pdf-objects.testing';
import { pdfPages, pdfText } from '../documents/pdf-text.testing';
import { renderTextPdf } from './text-pdf';

describe('renderTextPdf', () => {
  it('keeps the Romanian letters of the withdrawal form', async () => {
    const pdf = await renderTextPdf('Formular de retragere', [
      'Către SanitarLume SRL, Bulevardul Timișoara 26, București',
      'Semnătura (doar pentru formularul pe hârtie), data și ora',
    ]);
    const text = pdfText(pdf);
    expect(text).toContain('Formular de retragere');
    expect(text).toContain('Către SanitarLume SRL, Bulevardul Timișoara 26, București');
    expect(text).toContain('Semnătura (doar pentru formularul pe hârtie), data și ora');
  });

  it('keeps German umlauts and ß', async () => {
    const text = pdfText(
      await renderTextPdf('Muster-Widerrufsformular', ['Verträge über Waren: Größe, Maße']),
    );
    expect(text).toContain('Verträge über Waren: Größe, Maße');
  });

  it('wraps long paragraphs and runs onto a further page', async () => {
    const paragraph = 'Încălzire în pardoseală cu țevi din cupru. '.repeat(40);
    const pages = pdfPages(await renderTextPdf('Fișă tehnică', Array(12).fill(paragraph)));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]![0]).toBe('Fișă tehnică');
    expect(pages.flat().every((line) => line.length < 120)).toBe(true);
  });

  it('embeds the two DejaVu Sans cuts and no other font', async () => {
    const pdf = (await renderTextPdf('Fișă tehnică', ['Încălzire'])).toString('latin1');
    const fonts = [...pdf.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((match) => match[1]);
    expect(new Set(fonts)).toEqual(new Set(['DejaVuSans', 'DejaVuSans-Bold']));
  });

  it('names the document after its title', async () => {
    expect(pdfInfo(await renderTextPdf('Fișă tehnică', ['…'])).Title).toBe('Fișă tehnică');
  });
});
