import { MEDIA_NAME } from '@/lib/media-name';
import { socialCardPng } from '@/lib/seo/social-card-image';
import { getCatalog } from '@/lib/storefront';

const notFound = () => new Response('Not found', { status: 404 });

/**
 * A product image as its social card (lib/seo/social-card-image.ts), which a product page names as og:image.
 * Drawn from the media file on request; its name is content-addressed like the file's, so caches may keep it.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string[] }> },
): Promise<Response> {
  const name = (await params).file.join('/');
  if (!MEDIA_NAME.test(name) || !name.endsWith('.png')) return notFound();
  const file = await (await getCatalog()).getMediaFile(name);
  if (!file) return notFound();
  return new Response(new Uint8Array(await socialCardPng(file.body)), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
