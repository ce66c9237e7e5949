import { getCatalog } from '@/lib/storefront';

// Media names are the seed's own (letters, digits, dashes, dots, one folder level); anything else is not a file.
const MEDIA_NAME = /^[a-z0-9-]+\/[a-z0-9][a-z0-9.-]{0,150}\.(png|svg|pdf)$/;

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string[] }> },
): Promise<Response> {
  const name = (await params).file.join('/');
  if (!MEDIA_NAME.test(name)) return new Response('Not found', { status: 404 });
  const file = await (await getCatalog()).getMediaFile(name);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.contentType,
      // Files are content-addressed by the seed: a new image gets a new name, so browsers may keep them.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ...(file.contentType === 'image/svg+xml'
        ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    },
  });
}
