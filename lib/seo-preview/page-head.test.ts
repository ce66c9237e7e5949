import { readPageHead } from './page-head';

const page = `<!doctype html><html lang="de"><head>
  <meta charset="utf-8">
  <title>
    Waschtischarmatur Eurosmart &amp; Ablauf | Sanitärwelt
  </title>
  <meta name="description" content="Chrom,   mit Zugstange.">
  <meta name="robots" content="noindex, NoFollow">
  <meta name="googlebot" content="max-snippet:50">
  <link rel="canonical" href="/bad/armaturen/eurosmart">
  <link rel="alternate" hreflang="de-DE" href="https://de.example/bad/eurosmart">
  <link rel="alternate" hreflang="x-default" href="https://at.example/bad/eurosmart">
  <meta property="og:title" content="Eurosmart">
  <meta property="og:title" content="ignored second">
  <meta name="twitter:card" content="summary_large_image">
</head><body>
  <svg><title>Warenkorb</title></svg>
  <script type="application/ld+json">{"@type":"Product","name":"Eurosmart"}</script>
  <script>var notJsonLd = 1;</script>
</body></html>`;

describe('readPageHead', () => {
  it('reads title, description, robots, canonical, alternates, social tags and JSON-LD as a crawler does', () => {
    const head = readPageHead(page);
    expect(head.title).toBe('Waschtischarmatur Eurosmart & Ablauf | Sanitärwelt');
    expect(head.description).toBe('Chrom, mit Zugstange.');
    expect(head.robots).toEqual(['noindex', 'nofollow', 'max-snippet:50']);
    expect(head.canonical).toBe('/bad/armaturen/eurosmart');
    expect(head.alternates).toEqual([
      { hreflang: 'de-DE', href: 'https://de.example/bad/eurosmart' },
      { hreflang: 'x-default', href: 'https://at.example/bad/eurosmart' },
    ]);
    expect(head.social).toEqual({ 'og:title': 'Eurosmart', 'twitter:card': 'summary_large_image' });
    expect(head.jsonLd).toEqual(['{"@type":"Product","name":"Eurosmart"}']);
  });

  it("takes no icon's SVG title for the page's, and says so when there is none", () => {
    const head = readPageHead('<html><body><svg><title>Suche</title></svg></body></html>');
    expect(head.title).toBeNull();
    expect(head.description).toBeNull();
    expect(head.canonical).toBeNull();
  });
});
