import { createHash } from 'node:crypto';
import { headScripts } from '../head-scripts';
import { isTrustedInlineScript, trustedScriptHashes } from './inline-scripts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const flight = (data: unknown) => `self.__next_f.push(${JSON.stringify(data).replace(/</g, '\\u003c')})`;
const turbopack =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});';

describe('inline scripts the policy trusts', () => {
  it('are the layout’s head scripts, whatever privacy paths the store has', () => {
    for (const script of headScripts(['/datenschutz', '/en/privacy', '/</script>']))
      expect(isTrustedInlineScript(script)).toBe(true);
  });

  it('are Next’s flight data and Turbopack’s chunk list, whatever data they carry', () => {
    expect(isTrustedInlineScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true);
    expect(isTrustedInlineScript(flight([1, '1:"$Sreact.fragment"\n<script>alert(1)</script>']))).toBe(true);
    expect(isTrustedInlineScript(`(self.__next_f=self.__next_f||[]).push([0]);${flight([2, null])}`)).toBe(
      true,
    );
    expect(isTrustedInlineScript(turbopack)).toBe(true);
  });

  it('are never code dressed as them, nor anything else', () => {
    for (const script of [
      'alert(1)',
      'self.__next_f.push([1]);alert(1);self.__next_f.push([1])',
      'self.__next_f.push(alert(1))',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      headScripts(['/datenschutz'])[3]!.replace('"/datenschutz"', '"/x"].concat(alert(1))+["'),
      "document.documentElement.classList.add('js');alert(1)",
      turbopack.replace('{"otherChunks"', '{"a":alert(1),"otherChunks"'),
    ])
      expect(isTrustedInlineScript(script)).toBe(false);
  });
});

describe('the hashes of a page’s inline scripts', () => {
  it('name each trusted script once, and no data block, external script or injected script', () => {
    const html = [
      "<html><head><script>document.documentElement.classList.add('js')</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script></head><body>',
      '<div class="description"><script>alert(document.cookie)</script></div>',
      `<script>${flight([1, 'a'])}</script><script>${flight([1, 'a'])}</script>`,
      `<script id="_R_">${turbopack}</script></body></html>`,
    ].join('');
    expect(trustedScriptHashes(html).sort()).toEqual(
      [
        hashOf("document.documentElement.classList.add('js')"),
        hashOf(flight([1, 'a'])),
        hashOf(turbopack),
      ].sort(),
    );
  });
});
