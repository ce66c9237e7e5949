import { sanitizeContentHtml } from './content-html';

describe('sanitizeContentHtml', () => {
  it('keeps the structure editors use', () => {
    const html =
      '<h2>Versand</h2><p>Ab <strong>50 €</strong> frei.</p><ul><li>DPD</li></ul><a href="https://example.at/agb">AGB</a>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<style>body{display:none}</style><p style="color:red">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('removes what could run or restyle the page: %s', (dirty, clean) => {
    expect(sanitizeContentHtml(dirty)).toBe(clean);
  });

  it('protects the opener of links that open a new tab', () => {
    expect(sanitizeContentHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
