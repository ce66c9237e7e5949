import { pdfText } from '../../../../documents/pdf-text.testing';
import { withdrawalForms } from './site-media';

describe('withdrawalForms', () => {
  it('writes the Romanian form with its diacritics', async () => {
    const forms = await withdrawalForms();
    const romanian = forms.find((form) => form.file === 'docs/formular-retragere-ro.pdf')!;
    const text = pdfText(romanian.body);
    expect(text).toContain('Formular de retragere');
    expect(text).toContain('Către SanitarLume SRL, Bulevardul Timișoara 26, București');
    expect(text).toContain('Semnătura (doar pentru formularul pe hârtie), data:');
  });

  it('writes each German form with its own shop address', async () => {
    const forms = await withdrawalForms();
    for (const country of ['at', 'de']) {
      const text = pdfText(forms.find((form) => form.file === `docs/widerrufsformular-${country}.pdf`)!.body);
      expect(text).toContain('Muster-Widerrufsformular');
      expect(text).toContain(`An Sanitärwelt, Kundenservice, E-Mail: service@sanitaerwelt.${country}`);
    }
  });
});
