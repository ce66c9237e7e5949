import { sql } from 'drizzle-orm';
import type { MailOutbox } from '../../shop/mail-outbox';
import type { ShopDatabase } from './database';
import { selectRows } from './queries/raw';

interface OutboxRow {
  sender: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  kept_at: Date | string;
}

export function embeddedMailOutbox(db: ShopDatabase): MailOutbox {
  return {
    async keep(mail, now) {
      await db.execute(sql`INSERT INTO mail_outbox (sender, recipient, subject, text_body, html_body, kept_at)
        VALUES (${mail.from}, ${mail.to.toLowerCase()}, ${mail.subject}, ${mail.text}, ${mail.html},
          ${now.toISOString()})`);
    },
    async listFor(to) {
      const rows = await selectRows<OutboxRow>(
        db,
        sql`SELECT sender, recipient, subject, text_body, html_body, kept_at FROM mail_outbox
            WHERE recipient = ${to.toLowerCase()} ORDER BY id DESC LIMIT 100`,
      );
      return rows.map((row) => ({
        from: row.sender,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        keptAt: new Date(row.kept_at),
      }));
    },
  };
}
