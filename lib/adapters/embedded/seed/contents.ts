import { accessibilityStatement } from './accessibility-statement';
import { categoryId } from './catalogue';
import { consumerArbitration } from './consumer-arbitration';
import type { ContentDefinition } from './content-definition';
import { t } from './texts';

export const folders = [
  { code: 'info', title: t('Informationen', 'Informații', 'Information') },
  { code: 'legal', title: t('Rechtliches', 'Informații legale', 'Legal') },
  { code: 'service', title: t('Service & Hilfe', 'Service și ajutor', 'Service & help') },
  { code: 'landing', title: t('Themenwelten', 'Teme', 'Themes') },
] as const;

const company = {
  at: 'Sanitärwelt GmbH, Industriezeile 47, 4020 Linz, Österreich. Firmenbuch FN 412873 d, Landesgericht Linz. UID ATU68731245. Geschäftsführer: Mag. Thomas Hofer. Telefon +43 732 890 120, E-Mail service@sanitaerwelt.at. Mitglied der Wirtschaftskammer Oberösterreich, Sparte Handel. Aufsichtsbehörde: Magistrat der Stadt Linz.',
  de: 'Sanitärwelt Deutschland GmbH, Landsberger Straße 302, 80687 München. Handelsregister HRB 241598, Amtsgericht München. USt-IdNr. DE318724559. Geschäftsführerin: Dipl.-Kffr. Sabine Krämer. Telefon +49 89 2154 870, E-Mail service@sanitaerwelt.de.',
  ro: 'SanitarLume SRL, Bulevardul Timișoara 26, 061331 București. Nr. Registrul Comerțului J40/11234/2016, CUI RO36291874. Administrator: Ing. Mihai Popescu. Telefon +40 21 311 4520, e-mail contact@sanitarlume.ro.',
};

export const contentDefinitions: ContentDefinition[] = [
  {
    code: 'about',
    folder: 'info',
    image: 'banner/team.png',
    title: t('Über uns', 'Despre noi', 'About us'),
    chapo: t(
      'Installateure, Heizungsbauer und Techniker beraten Sie seit 2009.',
      'Instalatori și tehnicieni vă consiliază din 2009.',
      'Plumbers, heating engineers and technicians have advised our customers since 2009.',
    ),
    body: {
      de: [
        'Sanitärwelt wurde 2009 in Linz von zwei Installateurmeistern gegründet, die es leid waren, dass Kunden im Internet zwar günstige Armaturen fanden, aber niemanden, der ihnen sagte, ob sie zur Vorwandinstallation passen. Heute arbeiten 64 Menschen an den Standorten Linz und München, mehr als die Hälfte davon mit einer handwerklichen Ausbildung.',
        '## Was uns unterscheidet',
        'Wir führen rund 3.000 Produkte von 30 Herstellern ständig am Lager. Jede Anfrage am Telefon landet bei einem Techniker, nicht in einem Callcenter. Für Wärmepumpen, Gasthermen und Klimageräte vermitteln wir geprüfte Fachbetriebe aus unserem Partnernetz, die Montage und Wartung übernehmen.',
        '## Nachhaltigkeit',
        'Verpackungen nehmen wir bei Speditionslieferungen wieder mit, Altgeräte entsorgen wir fachgerecht. Unsere Lager in Linz und München beziehen Ökostrom aus der eigenen Photovoltaikanlage.',
      ],
      ro: [
        'SanitarLume a fost înființată în 2016 la București, ca filială a grupului Sanitärwelt din Linz. Echipa noastră de 18 oameni include instalatori autorizați ANRE și ingineri de instalații care răspund personal la telefon.',
        '## Ce ne diferențiază',
        'Avem în stoc aproximativ 3.000 de produse de la 30 de producători. Pentru centrale termice, pompe de căldură și aparate de aer condiționat colaborăm cu firme autorizate care se ocupă de montaj și mentenanță.',
        '## Sustenabilitate',
        'La livrările cu transport special luăm ambalajele înapoi, iar aparatele vechi sunt reciclate conform legii.',
      ],
      en: [
        'Sanitärwelt was founded in Linz in 2009 by two master plumbers who were tired of customers finding cheap taps online but nobody to tell them whether they would fit their concealed frame. Today 64 people work in Linz, Munich and Bucharest, more than half of them trained tradespeople.',
        '## What sets us apart',
        'We keep around 3,000 products from 30 manufacturers in stock. Every phone call reaches a technician, not a call centre. For heat pumps, gas boilers and air conditioners we arrange certified installers from our partner network for installation and maintenance.',
        '## Sustainability',
        'We take packaging back with freight deliveries and dispose of old appliances properly. Our warehouses run on electricity from their own solar plants.',
      ],
    },
  },
  {
    code: 'faq',
    folder: 'service',
    title: t('Häufige Fragen', 'Întrebări frecvente', 'Frequently asked questions'),
    chapo: t(
      'Antworten rund um Bestellung, Lieferung und Montage.',
      'Răspunsuri despre comandă, livrare și montaj.',
      'Answers about ordering, delivery and installation.',
    ),
    body: {
      de: [
        '## Wie lange dauert die Lieferung?',
        'Lagerware verschicken wir bei Bestellung bis 15 Uhr am selben Werktag; die Zustellung dauert in Österreich und Deutschland 1–3 Werktage. Speditionsware wie Badewannen oder Wärmepumpen wird nach telefonischer Terminabsprache innerhalb von 7–9 Werktagen geliefert.',
        '## Kann ich als Firma ohne Mehrwertsteuer bestellen?',
        'Ja. Unternehmen mit gültiger UID-Nummer aus einem anderen EU-Land erhalten eine Rechnung ohne Umsatzsteuer (innergemeinschaftliche Lieferung). Die Nummer prüfen wir beim Bestellabschluss über das MIAS-System der EU.',
        '## Bieten Sie Montage an?',
        'Für viele Produkte können Sie den Montage-Service gleich mitbestellen. Ein Fachbetrieb aus Ihrer Region meldet sich innerhalb von zwei Werktagen für einen Termin.',
        '## Sind die Preise garantiert?',
        'Der Preis gilt für den Tag, an dem Sie den Artikel in den Warenkorb legen. Artikel im Warenkorb sind nicht reserviert.',
      ],
      ro: [
        '## Cât durează livrarea?',
        'Produsele din stoc comandate până la ora 13:00 pleacă în aceeași zi lucrătoare (cu excepția zilei de vineri) și ajung a doua zi. Marfa voluminoasă, precum căzile sau pompele de căldură, se livrează în 7–9 zile lucrătoare, după programare telefonică.',
        '## Pot cumpăra ca firmă fără TVA?',
        'Da, firmele cu cod de TVA valid dintr-un alt stat UE primesc factură fără TVA (livrare intracomunitară). Verificăm codul prin sistemul VIES.',
        '## Oferiți montaj?',
        'Pentru multe produse puteți comanda serviciul de montaj. Un instalator din zona dumneavoastră vă contactează în două zile lucrătoare.',
        '## Sunt prețurile garantate?',
        'Prețul este garantat doar în ziua în care adăugați produsul în coș. Produsele din coș nu sunt rezervate.',
      ],
      en: [
        '## How long does delivery take?',
        'Stock items ordered by 3 pm ship the same working day and arrive within 1–3 working days. Freight goods such as bathtubs or heat pumps are delivered within 7–9 working days after we agree a date by phone.',
        '## Can my company buy without VAT?',
        'Yes. Businesses with a valid VAT number from another EU country are invoiced without VAT (intra-community supply). We check the number against the EU VIES system at checkout.',
        '## Do you offer installation?',
        'For many products you can add the installation service to your order. An installer from your area will call you within two working days.',
        '## Are prices guaranteed?',
        'The price is guaranteed only for the day you add the item to your cart. Items in the cart are not reserved.',
      ],
    },
  },
  {
    code: 'privacy',
    folder: 'legal',
    title: t('Datenschutzerklärung', 'Politica de confidențialitate', 'Privacy policy'),
    chapo: t(
      'Wie wir Ihre personenbezogenen Daten nach der DSGVO verarbeiten.',
      'Cum prelucrăm datele dumneavoastră conform GDPR.',
      'How we process your personal data under the GDPR.',
    ),
    body: {
      de: [
        '## Verantwortlicher',
        `${company.at} Für Deutschland: ${company.de}`,
        '## Welche Daten wir verarbeiten',
        'Bei einer Bestellung verarbeiten wir Name, Anschrift, E-Mail-Adresse, Telefonnummer und Zahlungsdaten zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsdaten bewahren wir nach den steuerrechtlichen Vorschriften sieben (Österreich) bzw. zehn Jahre (Deutschland) auf.',
        '## Cookies und Analyse',
        'Technisch notwendige Cookies (Warenkorb, Sitzung, Länderauswahl) setzen wir ohne Einwilligung. Analyse- und Marketingdienste laden wir erst, nachdem Sie im Cookie-Banner zugestimmt haben; die Einwilligung speichern wir 150 Tage und Sie können sie jederzeit widerrufen.',
        '## Ihre Rechte',
        'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Beschwerden richten Sie an die Österreichische Datenschutzbehörde bzw. das Bayerische Landesamt für Datenschutzaufsicht.',
      ],
      ro: [
        '## Operator',
        company.ro,
        '## Ce date prelucrăm',
        'Pentru o comandă prelucrăm numele, adresa, e-mailul, telefonul și datele de plată în vederea executării contractului (art. 6 alin. 1 lit. b GDPR). Documentele contabile le păstrăm zece ani, conform legislației fiscale.',
        '## Cookie-uri și analiză',
        'Cookie-urile strict necesare (coș, sesiune, țara de livrare) sunt setate fără consimțământ. Serviciile de analiză și marketing se încarcă doar după acordul dumneavoastră în bannerul de cookie-uri; consimțământul este păstrat 150 de zile și îl puteți retrage oricând.',
        '## Drepturile dumneavoastră',
        'Aveți dreptul de acces, rectificare, ștergere, restricționare, portabilitate și opoziție. Plângerile se adresează ANSPDCP.',
      ],
      en: [
        '## Controller',
        `${company.at} For Germany: ${company.de} For Romania: ${company.ro}`,
        '## What we process',
        'For an order we process name, address, e-mail, phone number and payment details to perform the contract (Art. 6(1)(b) GDPR). Invoices are kept for the periods tax law requires: seven years in Austria, ten in Germany and Romania.',
        '## Cookies and analytics',
        'Strictly necessary cookies (cart, session, delivery country) are set without consent. Analytics and marketing services load only after you agree in the cookie banner; consent is stored for 150 days and can be withdrawn at any time.',
        '## Your rights',
        'You have the right of access, rectification, erasure, restriction, portability and objection, and may complain to your national data protection authority.',
      ],
    },
  },
  {
    code: 'terms',
    folder: 'legal',
    title: t('Allgemeine Geschäftsbedingungen', 'Termeni și condiții', 'Terms and conditions'),
    chapo: t(
      'Gültig für Bestellungen ab 1. Jänner 2026.',
      'Valabili pentru comenzile plasate începând cu 1 ianuarie 2026.',
      'Valid for orders placed from 1 January 2026.',
    ),
    body: {
      de: [
        '## § 1 Geltungsbereich',
        'Diese Bedingungen gelten für alle Bestellungen von Verbrauchern und Unternehmern über unsere Online-Shops sanitaerwelt.at und sanitaerwelt.de.',
        '## § 2 Vertragsschluss',
        'Die Darstellung der Produkte ist kein bindendes Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung per E-Mail zustande.',
        '## § 3 Preise und Versand',
        'Alle Preise verstehen sich für Verbraucher inklusive der gesetzlichen Umsatzsteuer des Lieferlandes. Ab 50 € Warenwert liefern wir versandkostenfrei; für Speditionsware berechnen wir eine Frachtpauschale, die im Warenkorb ausgewiesen wird.',
        '## § 4 Eigentumsvorbehalt und Gewährleistung',
        'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Es gilt die gesetzliche Gewährleistung von zwei Jahren; Herstellergarantien bestehen zusätzlich.',
      ],
      ro: [
        '## Art. 1 Domeniu de aplicare',
        'Acești termeni se aplică tuturor comenzilor plasate de consumatori și firme pe sanitarlume.ro.',
        '## Art. 2 Încheierea contractului',
        'Prezentarea produselor nu constituie o ofertă fermă. Prin clic pe „Comandă cu obligație de plată” transmiteți o ofertă fermă; contractul se încheie prin confirmarea comenzii trimisă pe e-mail.',
        '## Art. 3 Prețuri și livrare',
        'Toate prețurile includ TVA pentru consumatori. Livrarea este gratuită pentru comenzi de peste 1000 lei; pentru marfa voluminoasă se percepe o taxă de transport afișată în coș.',
        '## Art. 4 Garanție',
        'Se aplică garanția legală de conformitate de doi ani, la care se adaugă garanțiile comerciale ale producătorilor.',
      ],
      en: [
        '## 1 Scope',
        'These terms apply to all orders placed by consumers and businesses in our online shops.',
        '## 2 Contract',
        'Product listings are not a binding offer. By clicking "Place order with obligation to pay" you make a binding offer; the contract is formed when we confirm your order by e-mail.',
        '## 3 Prices and shipping',
        'Prices for consumers include the VAT of the delivery country. Shipping is free above 50 euros (1000 lei in Romania); freight goods carry a flat fee shown in the cart.',
        '## 4 Retention of title and warranty',
        'Goods remain our property until paid in full. The statutory two-year warranty applies; manufacturer guarantees apply in addition.',
      ],
    },
  },
  ...(['at', 'de', 'ro'] as const).map((store): ContentDefinition => ({
    code: `imprint-${store}`,
    folder: 'legal',
    title: t('Impressum', 'Date de identificare', 'Legal notice'),
    chapo: t(
      'Angaben gemäß E-Commerce-Gesetz und Telemediengesetz.',
      'Informații conform Legii 365/2002 privind comerțul electronic.',
      'Information required by e-commerce law.',
    ),
    body: {
      de: [company[store], '## Verbraucherschlichtung', consumerArbitration[store].de],
      ro: [company[store], '## Soluționarea alternativă a litigiilor', consumerArbitration[store].ro],
      en: [company[store], '## Consumer arbitration', consumerArbitration[store].en],
    },
  })),
  {
    code: 'press',
    folder: 'info',
    title: t('Presse', 'Presă', 'Press'),
    chapo: t(
      'Pressemitteilungen, Logos und Ansprechpartner.',
      'Comunicate de presă, logo-uri și persoane de contact.',
      'Press releases, logos and contacts.',
    ),
    body: {
      de: [
        '## 12. März 2026 – Sanitärwelt eröffnet Logistikzentrum in München',
        'Mit 14.000 m² Lagerfläche verdoppelt Sanitärwelt die Kapazität für Speditionsware. Wärmepumpen und Badewannen können damit in Süddeutschland innerhalb von fünf Werktagen geliefert werden.',
        '## Pressekontakt',
        'Julia Berger, presse@sanitaerwelt.at, +43 732 890 120 15',
      ],
      ro: [
        '## 3 aprilie 2026 – SanitarLume lansează serviciul de montaj în 12 orașe',
        'Clienții din București, Cluj-Napoca, Timișoara, Iași și alte opt orașe pot comanda montajul odată cu produsul.',
        '## Contact presă',
        'Ioana Dumitrescu, presa@sanitarlume.ro, +40 21 311 4520',
      ],
      en: [
        '## 12 March 2026 – Sanitärwelt opens a logistics centre in Munich',
        'With 14,000 m² of storage, Sanitärwelt doubles its capacity for freight goods; heat pumps and bathtubs now reach southern Germany within five working days.',
        '## Press contact',
        'Julia Berger, presse@sanitaerwelt.at, +43 732 890 120 15',
      ],
    },
  },
  {
    code: 'withdrawal',
    folder: 'legal',
    title: t('Widerrufsrecht', 'Dreptul de retragere', 'Right of withdrawal'),
    chapo: t(
      'Sie können Ihre Bestellung binnen 14 Tagen ohne Angabe von Gründen widerrufen.',
      'Puteți renunța la comandă în 14 zile fără a indica motivul.',
      'You may withdraw from your order within 14 days without giving a reason.',
    ),
    body: {
      de: [
        '## Widerrufsbelehrung',
        'Die Widerrufsfrist beträgt 14 Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter die Waren in Besitz genommen haben. Um Ihr Widerrufsrecht auszuüben, müssen Sie uns mittels einer eindeutigen Erklärung (z. B. Brief oder E-Mail) über Ihren Entschluss informieren. Sie können dafür das Muster-Widerrufsformular verwenden.',
        '## Folgen des Widerrufs',
        'Wir erstatten alle Zahlungen einschließlich der Standard-Lieferkosten spätestens binnen 14 Tagen. Die unmittelbaren Kosten der Rücksendung tragen Sie; bei Speditionsware betragen sie höchstens 90 €.',
        '## Ausschluss',
        'Das Widerrufsrecht erlischt bei Dienstleistungen, wenn wir sie auf Ihren ausdrücklichen Wunsch vollständig erbracht haben.',
      ],
      ro: [
        '## Informații privind retragerea',
        'Termenul de retragere este de 14 zile de la data la care dumneavoastră sau un terț indicat intrați în posesia produselor. Pentru a vă exercita dreptul, ne informați printr-o declarație neechivocă (scrisoare sau e-mail); puteți folosi formularul-tip de retragere.',
        '## Efectele retragerii',
        'Rambursăm toate plățile, inclusiv costul livrării standard, în cel mult 14 zile. Costurile directe de returnare sunt suportate de dumneavoastră.',
      ],
      en: [
        '## Withdrawal notice',
        'The withdrawal period is 14 days from the day you or a third party you name take possession of the goods. To withdraw, inform us by a clear statement (letter or e-mail); you may use the model withdrawal form.',
        '## Effects of withdrawal',
        'We refund all payments including standard delivery costs within 14 days at the latest. You bear the direct cost of return; for freight goods it is at most 90 euros.',
      ],
    },
  },
  {
    code: 'payment',
    folder: 'service',
    title: t('Zahlungsarten', 'Metode de plată', 'Payment methods'),
    chapo: t(
      'Bezahlen Sie so, wie es Ihnen am liebsten ist.',
      'Plătiți cum vă convine.',
      'Pay the way you prefer.',
    ),
    body: {
      de: [
        '## Kreditkarte, EPS und Klarna',
        'Visa, Mastercard und American Express bezahlen Sie auf der Bezahlseite von Stripe mit 3-D Secure; Ihre Kartendaten erreichen uns nie. Dort bieten wir in Österreich auch die EPS-Überweisung an und in Österreich und Deutschland Klarna.',
        '## PayPal',
        'Nach der Bestellung werden Sie zu PayPal weitergeleitet und kehren nach der Zahlung zu uns zurück.',
        '## Vorkasse',
        'Sie überweisen den Betrag nach Erhalt der Bestellbestätigung; wir versenden nach Zahlungseingang. Bei Zahlung innerhalb von 7 Tagen halten wir den Preis.',
      ],
      ro: [
        '## Card și PayPal',
        'Visa, Mastercard și American Express prin Stripe cu 3-D Secure; la PayPal sunteți redirecționat după comandă.',
        '## Ramburs',
        'Plătiți curierului la livrare; serviciul este gratuit pentru comenzi de peste 1000 lei.',
        '## Ordin de plată',
        'Transferați suma după confirmarea comenzii; expediem după încasare.',
      ],
      en: [
        '## Cards, EPS and Klarna',
        'Visa, Mastercard and American Express are paid on Stripe’s payment page with 3-D Secure; your card details never reach us. There you can also pay by EPS transfer in Austria, and with Klarna in Austria and Germany.',
        '## PayPal',
        'PayPal takes you to PayPal after you order and back to us once you have paid.',
        '## Prepayment',
        'Transfer the amount after receiving the order confirmation; we ship when it arrives.',
        '## Cash on delivery',
        'Available in Romania: you pay the courier on delivery.',
      ],
    },
  },
  {
    code: 'delivery',
    image: 'banner/delivery.png',
    folder: 'service',
    title: t('Lieferung', 'Livrare', 'Delivery'),
    chapo: t(
      'Schnell, verfolgbar und auf Wunsch mit Terminabsprache.',
      'Rapid, urmărit și, la cerere, programat.',
      'Fast, tracked and, on request, booked for a date.',
    ),
    body: {
      de: [
        'Bestellungen mit Lagerware, die bis 15 Uhr eingehen, verlassen unser Lager am selben Werktag (außer freitags) – mit Abholung am nächsten Tag. Paketware stellen DPD und die Post in 1–3 Werktagen zu.',
        '## Speditionsware',
        'Badewannen, Duschkabinen, Wärmepumpen und Klimageräte liefert eine Spedition nach telefonischer Terminvereinbarung bis zur Bordsteinkante, in der Regel in 7–9 Werktagen; Sonderanfertigungen in 2–3 Wochen.',
        '## Keine Abholung',
        'Eine Abholung im Lager ist nicht möglich.',
      ],
      ro: [
        'Comenzile cu produse din stoc plasate până la ora 13:00 pleacă în aceeași zi (cu excepția zilei de vineri) și sunt livrate a doua zi prin Fan Courier sau Sameday.',
        '## Marfă voluminoasă',
        'Căzile, cabinele de duș, pompele de căldură și aparatele de aer condiționat se livrează prin transport special, după programare telefonică, în 7–9 zile lucrătoare.',
        '## Ridicare personală',
        'Comenzile pot fi ridicate din depozitul nostru din București, de luni până vineri între 9 și 17.',
      ],
      en: [
        'Orders for stock items received by 3 pm leave our warehouse the same working day (except Fridays). Parcels arrive within 1–3 working days.',
        '## Freight goods',
        'Bathtubs, shower enclosures, heat pumps and air conditioners are delivered to the kerb by a freight carrier after we book a date with you, usually within 7–9 working days; made-to-order items take 2–3 weeks.',
      ],
    },
  },
  {
    code: 'shipping-costs',
    folder: 'service',
    title: t('Versandkosten', 'Costuri de livrare', 'Shipping costs'),
    chapo: t(
      'Ab 50 € versandkostenfrei.',
      'Livrare gratuită peste 1000 lei.',
      'Free shipping above 50 euros.',
    ),
    body: {
      de: [
        '## Paketversand',
        'Österreich und Deutschland: 5,90 € pro Bestellung, ab 50 € Warenwert kostenlos.',
        '## Speditionsware',
        'Frachtpauschale 90 € pro Bestellung, unabhängig von der Anzahl der Speditionsartikel.',
      ],
      ro: [
        '## Colete',
        'România: 24,90 lei per comandă, gratuit pentru comenzi de peste 1000 lei.',
        '## Marfă voluminoasă',
        'Taxă fixă de 349 lei per comandă.',
      ],
      en: [
        '## Parcels',
        'Austria and Germany: 5.90 euros per order, free above 50 euros. Romania: 24.90 lei, free above 1000 lei.',
        '## Freight goods',
        'A flat 90 euros per order (349 lei in Romania), whatever the number of freight items.',
      ],
    },
  },
  {
    code: 'guarantee-ro',
    folder: 'legal',
    title: t('Garantiebedingungen', 'Condiții de garanție', 'Warranty conditions'),
    chapo: t(
      'Gesetzliche Gewährleistung und Herstellergarantien in Rumänien.',
      'Garanția legală de conformitate și garanțiile comerciale.',
      'Statutory and manufacturer warranties in Romania.',
    ),
    body: {
      de: [
        'Für alle in Rumänien gekauften Produkte gilt die gesetzliche Konformitätsgarantie von zwei Jahren nach der Dringlichkeitsverordnung 140/2021. Herstellergarantien gelten zusätzlich, wenn die Geräte von einem autorisierten Installateur in Betrieb genommen wurden.',
      ],
      ro: [
        'Pentru toate produsele cumpărate se aplică garanția legală de conformitate de doi ani, conform OUG 140/2021. Garanțiile comerciale ale producătorilor se adaugă, cu condiția ca aparatele să fie puse în funcțiune de un instalator autorizat.',
        '## Cum solicitați garanția',
        'Trimiteți-ne numărul comenzii, o descriere a defectului și fotografii la contact@sanitarlume.ro. Vă răspundem în 48 de ore și organizăm ridicarea produsului sau vizita unui tehnician.',
      ],
      en: [
        'All products bought in Romania carry the statutory two-year conformity guarantee under Emergency Ordinance 140/2021. Manufacturer guarantees apply in addition when the appliance was commissioned by a certified installer.',
      ],
    },
  },
  {
    code: 'manual-ro',
    folder: 'service',
    title: t('Bedienungsanleitungen', 'Manual de utilizare', 'User manuals'),
    chapo: t(
      'Anleitungen und Datenblätter zum Herunterladen.',
      'Manuale și fișe tehnice de descărcat.',
      'Manuals and data sheets to download.',
    ),
    body: {
      de: [
        'Die Montage- und Bedienungsanleitung jedes Produkts finden Sie auf der Produktseite unter „Dokumente“.',
      ],
      ro: [
        'Manualul de montaj și utilizare al fiecărui produs îl găsiți pe pagina produsului, la secțiunea „Documente”. Pentru aparatele mai vechi de cinci ani ne puteți scrie la contact@sanitarlume.ro.',
      ],
      en: ['The installation and user manual of every product is on its product page under "Documents".'],
    },
  },
  {
    code: 'landing-aquavia',
    folder: 'landing',
    image: 'banner/bathroom.png',
    // Brand 1 is Aquavia (first in brands.ts): the page renders Aquavia's taps as a listing.
    postscriptum: JSON.stringify({ brand_id: 1, category_id: categoryId('faucets') }),
    title: t('Aquavia Armaturen', 'Baterii Aquavia', 'Aquavia taps'),
    chapo: t(
      'Deutsche Armaturen seit 1924 – alle Serien im Überblick.',
      'Baterii germane din 1924 – toate seriile.',
      'German taps since 1924 – every series at a glance.',
    ),
    body: {
      de: [
        'Aquavia fertigt seit 1924 Armaturen aus Vollmessing in Deutschland. Hier finden Sie alle Waschtisch-, Dusch- und Küchenarmaturen der Marke.',
      ],
      ro: [
        'Aquavia produce din 1924 baterii din alamă masivă în Germania. Aici găsiți toate bateriile de lavoar, duș și bucătărie ale mărcii.',
      ],
      en: [
        'Aquavia has made solid brass taps in Germany since 1924. Here are all of the brand’s basin, shower and kitchen taps.',
      ],
    },
  },
  {
    code: 'summer-sale-2025',
    folder: 'landing',
    hidden: true,
    title: t('Sommeraktion 2025', 'Campania de vară 2025', 'Summer sale 2025'),
    chapo: t(
      'Klimageräte bis -25 % – die Aktion ist beendet.',
      'Aparate de aer condiționat cu până la -25 % – campania s-a încheiat.',
      'Air conditioners up to 25 % off – the sale has ended.',
    ),
    body: {
      de: ['Die Sommeraktion 2025 ist beendet.'],
      ro: ['Campania de vară 2025 s-a încheiat.'],
      en: ['The summer sale 2025 has ended.'],
    },
  },
  ...(['at', 'de', 'ro'] as const).map(accessibilityStatement),
];
