import { MEDIA_NAME } from '@/lib/media-name';
import { getCatalog } from '@/lib/storefront';

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
