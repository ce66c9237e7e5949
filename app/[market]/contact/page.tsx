import { VisitorMessagePage, visitorMessageMetadata } from '../_shared/visitor-message-page';

// Every render carries a new captcha and one visitor's outcome and values: never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ market: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = visitorMessageMetadata('contact');

/** docs/product.md §2 /contact: see VisitorMessagePage. */
export default function ContactPage({ params, searchParams }: Props) {
  return <VisitorMessagePage kind="contact" params={params} searchParams={searchParams} />;
}
