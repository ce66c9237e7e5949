/**
 * The page a visitor came from to the accessibility statement, to prefill the report's page address: someone who
 * meets a barrier and follows the footer's link should not have to copy the address. Only a page of this host.
 */
export function referringPage(referer: string | null, host: string | null): string {
  if (!referer || !host) return '';
  try {
    const url = new URL(referer);
    return url.host === host && ['http:', 'https:'].includes(url.protocol) ? url.href : '';
  } catch {
    return '';
  }
}
