import type { StoreCode } from '../../../shop/schemas';
import type { ContentDefinition } from './content-definition';
import { t, type Texts } from './texts';

/**
 * The postscriptum that makes a content page the accessibility statement with its barrier-report form under it
 * (lib/seo/resolve-path.ts), as a back office would mark it.
 */
export const BARRIER_REPORT_POSTSCRIPTUM = JSON.stringify({ form: 'barrier-report' });

interface StoreFacts {
  site: string;
  email: string;
  phone: string;
  /** The law the statement answers to, as each language names it after "nach dem", "conform", "under the". */
  law: Texts;
  /** The market surveillance authority a shopper may turn to (European Accessibility Act, Art. 23). */
  authority: Texts;
}

const facts: Record<StoreCode, StoreFacts> = {
  at: {
    site: 'sanitaerwelt.at',
    email: 'service@sanitaerwelt.at',
    phone: '+43 732 890 120',
    law: t(
      'Barrierefreiheitsgesetz (BaFG)',
      'legii austriece privind accesibilitatea (BaFG)',
      'Austrian Accessibility Act (BaFG)',
    ),
    authority: t(
      'Sozialministeriumservice, Babenbergerstraße 5, 1010 Wien, www.sozialministeriumservice.at',
      'Sozialministeriumservice, Babenbergerstraße 5, 1010 Viena, www.sozialministeriumservice.at',
      'Sozialministeriumservice, Babenbergerstraße 5, 1010 Vienna, www.sozialministeriumservice.at',
    ),
  },
  de: {
    site: 'sanitaerwelt.de',
    email: 'service@sanitaerwelt.de',
    phone: '+49 89 2154 870',
    law: t(
      'Barrierefreiheitsstärkungsgesetz (BFSG)',
      'legii germane privind accesibilitatea (BFSG)',
      'German Accessibility Strengthening Act (BFSG)',
    ),
    authority: t(
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdeburg, www.mlbf-barrierefrei.de',
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdeburg, www.mlbf-barrierefrei.de',
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdeburg, www.mlbf-barrierefrei.de',
    ),
  },
  ro: {
    site: 'sanitarlume.ro',
    email: 'contact@sanitarlume.ro',
    phone: '+40 21 311 4520',
    law: t(
      'rumänischen Gesetz Nr. 232/2022',
      'Legii nr. 232/2022 privind cerințele de accesibilitate ale produselor și serviciilor',
      'Romanian Law 232/2022 on accessibility requirements for products and services',
    ),
    authority: t(
      'Autoritatea Națională pentru Protecția Consumatorilor (ANPC), Bulevardul Aviatorilor 72, Bukarest, www.anpc.ro',
      'Autoritatea Națională pentru Protecția Consumatorilor (ANPC), Bulevardul Aviatorilor 72, sector 1, București, www.anpc.ro',
      'Autoritatea Națională pentru Protecția Consumatorilor (ANPC), Bulevardul Aviatorilor 72, Bucharest, www.anpc.ro',
    ),
  },
};

function body(store: StoreCode): ContentDefinition['body'] {
  const { site, email, phone, authority } = facts[store];
  return {
    de: [
      '## Stand der Vereinbarkeit',
      `${site} ist teilweise mit den Anforderungen der Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA und der europäischen Norm EN 301 549 V3.2.1 vereinbar. Die unten genannten Inhalte sind noch nicht vollständig barrierefrei.`,
      '## Was wir für die Barrierefreiheit tun',
      'Suche, Filter, Produktauswahl, Warenkorb, Kundenkonto und Bestellung lassen sich allein mit der Tastatur bedienen und funktionieren auch ohne JavaScript. Ein Link am Seitenanfang springt direkt zum Inhalt, der Tastaturfokus ist stets sichtbar.',
      'Formularfelder sind beschriftet und unterstützen die automatische Vervollständigung; Fehler nennen wir beim Feld und in einer Zusammenfassung. Texte lassen sich auf 200 % vergrößern, und Animationen entfallen, wenn Ihr System reduzierte Bewegung wünscht.',
      'Jede Seitenart prüfen wir bei jeder Änderung des Shops automatisch mit axe-core auf die Kriterien der WCAG 2.1 (Stufen A und AA), mit und ohne Einwilligung in Cookies; Abläufe allein mit der Tastatur (Navigation, Suche, Filter, Variantenwahl) werden ebenso automatisch getestet.',
      '## Bekannte Einschränkungen',
      'Datenblätter, Montage- und Bedienungsanleitungen der Hersteller (PDF) sind nicht alle barrierefrei: Manchen fehlen Struktur und Textalternativen. Auf Anfrage senden wir Ihnen den Inhalt in zugänglicher Form.',
      'Der Live-Chat eines Drittanbieters, der erst nach Ihrer Einwilligung in Cookies lädt, ist mit Screenreadern nur eingeschränkt bedienbar. Sie erreichen uns ebenso per Telefon und E-Mail.',
      'Bewertungssiegel von Drittanbietern können wir nicht selbst anpassen. Produktbilder beschreiben wir mit dem Namen des Produkts, aber nicht in jedem Detail.',
      '## Erstellung dieser Erklärung',
      'Diese Erklärung wurde am 25. November 2026 auf Grundlage einer Selbstbewertung und automatisierter Prüfungen erstellt. Wir überprüfen sie mindestens einmal im Jahr.',
      '## Feedback und Kontakt',
      `Ist Ihnen eine Barriere aufgefallen, oder brauchen Sie Inhalte in zugänglicher Form? Melden Sie es uns mit dem Formular auf dieser Seite, per E-Mail an ${email} oder telefonisch unter ${phone}. Wir antworten innerhalb von 14 Tagen.`,
      '## Durchsetzungsverfahren',
      `Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich an die zuständige Marktüberwachungsbehörde wenden: ${authority.de}.`,
    ],
    ro: [
      '## Stadiul conformității',
      `${site} este parțial conform cu cerințele Web Content Accessibility Guidelines (WCAG) 2.1, nivelul AA, și cu standardul european EN 301 549 V3.2.1. Conținuturile enumerate mai jos nu sunt încă pe deplin accesibile.`,
      '## Ce facem pentru accesibilitate',
      'Căutarea, filtrele, alegerea produsului, coșul, contul și comanda pot fi folosite doar cu tastatura și funcționează și fără JavaScript. Un link la începutul paginii duce direct la conținut, iar focusul tastaturii este mereu vizibil.',
      'Câmpurile formularelor au etichete și permit completarea automată; erorile sunt afișate lângă câmp și într-un rezumat. Textul poate fi mărit până la 200 %, iar animațiile se opresc dacă sistemul dumneavoastră cere mișcare redusă.',
      'Fiecare tip de pagină este verificat automat cu axe-core la fiecare modificare a magazinului, după criteriile WCAG 2.1 (nivelurile A și AA), cu și fără acordul pentru cookie-uri; parcursurile doar cu tastatura (navigare, căutare, filtre, alegerea variantei) sunt testate automat.',
      '## Limitări cunoscute',
      'Fișele tehnice și manualele producătorilor (PDF) nu sunt toate accesibile: unora le lipsesc structura și textele alternative. La cerere vă trimitem conținutul într-o formă accesibilă.',
      'Chatul unui furnizor terț, care se încarcă doar după acordul pentru cookie-uri, poate fi folosit doar parțial cu cititoare de ecran. Ne puteți contacta la fel de bine prin telefon și e-mail.',
      'Insignele de evaluare ale furnizorilor terți nu le putem adapta noi înșine. Imaginile produselor sunt descrise prin numele produsului, dar nu în toate detaliile.',
      '## Elaborarea declarației',
      'Această declarație a fost elaborată la 25 noiembrie 2026, pe baza unei autoevaluări și a unor verificări automate. O revizuim cel puțin o dată pe an.',
      '## Feedback și contact',
      `Ați întâlnit o barieră sau aveți nevoie de conținut într-o formă accesibilă? Semnalați-ne prin formularul de pe această pagină, prin e-mail la ${email} sau la telefon ${phone}. Răspundem în cel mult 14 zile.`,
      '## Procedura de asigurare a respectării',
      `Dacă nu sunteți mulțumit de răspunsul nostru, vă puteți adresa autorității de supraveghere a pieței: ${authority.ro}.`,
    ],
    en: [
      '## Compliance status',
      `${site} is partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.1 level AA and the European standard EN 301 549 V3.2.1. The content listed below is not yet fully accessible.`,
      '## What we do for accessibility',
      'Search, filters, product choice, cart, account and checkout work with the keyboard alone and without JavaScript. A link at the top of every page skips to the content, and the keyboard focus is always visible.',
      'Form fields are labelled and support autocomplete; errors are named beside the field and in a summary. Text can be enlarged to 200 %, and animations stop when your system asks for reduced motion.',
      'Every kind of page is checked automatically with axe-core against WCAG 2.1 (levels A and AA) whenever the shop changes, with and without consent to cookies; keyboard-only journeys (navigation, search, filters, choosing a variant) are tested automatically too.',
      '## Known limitations',
      'Manufacturers’ data sheets and installation and user manuals (PDF) are not all accessible: some lack structure and text alternatives. On request we send you their content in an accessible form.',
      'The live chat of a third party, which loads only after you consent to cookies, can be used with screen readers only in part. You can reach us just as well by phone and e-mail.',
      'We cannot adapt third-party rating badges ourselves. Product images are described by the product’s name, but not in every detail.',
      '## Preparation of this statement',
      'This statement was prepared on 25 November 2026 from a self-assessment and automated tests. We review it at least once a year.',
      '## Feedback and contact',
      `Have you come across a barrier, or do you need content in an accessible form? Tell us with the form on this page, by e-mail to ${email} or by phone on ${phone}. We answer within 14 days.`,
      '## Enforcement procedure',
      `If our answer does not satisfy you, you may turn to the market surveillance authority: ${authority.en}.`,
    ],
  };
}

/** Each shop's accessibility statement (European Accessibility Act): its own law, authority and contact. */
export function accessibilityStatement(store: StoreCode): ContentDefinition {
  const { site, law } = facts[store];
  return {
    code: `accessibility-${store}`,
    folder: 'legal',
    title: t('Barrierefreiheit', 'Accesibilitate', 'Accessibility'),
    chapo: t(
      `Erklärung zur Barrierefreiheit von ${site} nach dem ${law.de}.`,
      `Declarația de accesibilitate a ${site} conform ${law.ro}.`,
      `Accessibility statement of ${site} under the ${law.en}.`,
    ),
    body: body(store),
    postscriptum: BARRIER_REPORT_POSTSCRIPTUM,
  };
}
