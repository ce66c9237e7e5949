import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReminderCountsTable } from '@/components/cart-reminders/reminder-counts-table';
import { loginHref } from '@/lib/account/return-path';
import { reminderPauseStart } from '@/lib/cart-reminders/reminder-window';
import { env } from '@/lib/env';
import { getCartReminders } from '@/lib/storefront';
import { personalPageMetadata } from '../../_shared/personal-page-metadata';
import { personalPage } from '../../_shared/personal-page';
import '@/app/styles/account.css';

// One admin's view of the reminders so far: never cached.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('CartReminders', 'metaTitle');

/** Issue 37, abandoned carts: the operators' counts of the last 30 days, per store. Admins only. */
export default async function CartRemindersPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const { context, customer } = await personalPage(params, searchParams);
  const page = `${context.linkPrefix}/account/cart-reminders`;
  if (!customer) redirect(loginHref(context.linkPrefix, page));
  if (!customer.isAdmin) notFound();
  const hours = env().CART_REMINDER_HOURS;
  const [t, counts] = await Promise.all([
    getTranslations('CartReminders'),
    (await getCartReminders()).counts(reminderPauseStart(new Date())),
  ]);
  return (
    <main id="main" className="account-page cart-reminders">
      <h1>{t('title')}</h1>
      <p>{hours > 0 ? t('intro', { hours }) : t('off')}</p>
      <ReminderCountsTable counts={counts} locale={context.formatLocale} />
    </main>
  );
}
