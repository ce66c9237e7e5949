import { rewrittenPath, shopRootOf } from './thelia-urls';

describe("Thelia's rewritten URLs", () => {
  it('finds the front under the module, with or without a front controller in the path', () => {
    expect(shopRootOf('https://shop.example/open_api')).toBe('/');
    expect(shopRootOf('https://shop.example/open_api/')).toBe('/');
    expect(shopRootOf('https://shop.example/index_dev.php/open_api')).toBe('/index_dev.php/');
    expect(shopRootOf('https://shop.example/thelia/open_api')).toBe('/thelia/');
  });

  it('keys an address by its decoded path below the front', () => {
    expect(rewrittenPath('https://shop.example/waschtisch-linea-60.html', '/')).toBe(
      'waschtisch-linea-60.html',
    );
    expect(rewrittenPath('https://shop.example/index_dev.php/bad/spiegel.html', '/index_dev.php/')).toBe(
      'bad/spiegel.html',
    );
    expect(rewrittenPath('https://shop.example/k%C3%BCche.html', '/')).toBe('küche.html');
    // A URL outside the front's folder still keeps its path.
    expect(rewrittenPath('https://other.example/en/basin.html', '/thelia/')).toBe('en/basin.html');
  });

  it('has none for an unrewritten, empty, broken or too long URL', () => {
    expect(rewrittenPath('https://shop.example/?view=product&product_id=1&lang=ro_RO', '/')).toBeNull();
    expect(rewrittenPath('https://shop.example/', '/')).toBeNull();
    expect(rewrittenPath(null, '/')).toBeNull();
    expect(rewrittenPath('not a url', '/')).toBeNull();
    expect(rewrittenPath('https://shop.example/%E0%A4%A.html', '/')).toBeNull();
    expect(rewrittenPath(`https://shop.example/${'a'.repeat(251)}.html`, '/')).toBeNull();
  });
});
