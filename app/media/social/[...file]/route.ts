import { MEDIA_NAME } from '@/lib/media-name';
import { socialCardPng } from '@/lib/seo/social-card-image';
import { getCatalog } from '@/lib/storefront';

const notFound = () => new Response('Not found', { status: 404 });

// Drawing a card costs tens of milliseconds of CPU; a request that slips past the caches (a query string added)
// must not cost it again. Cards are some 15 KB, so the last 200 hold about 3 MB.
const KEPT_CARDS = 200;
const drawn = new Map<string, Uint8Array<ArrayBuffer>>();

/** The card of the media file `name`, drawn and kept; null when there is no such file. */
async function drawCard(name: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const file = await (await getCatalog()).getMediaFile(name);
  if (!file) return null;
  const card = new Uint8Array(await socialCardPng(file.body));
  drawn.set(name, card);
  if (drawn.size > KEPT_CARDS) drawn.delete(drawn.keys().next().value!);
  return card;
}

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
  const card = drawn.get(name) ?? (await drawCard(name));
  if (!card) return notFound();
  return new Response(card, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
