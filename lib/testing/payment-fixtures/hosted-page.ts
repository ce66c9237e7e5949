/**
 * The hosted payment page both fakes serve in place of Stripe's and PayPal's: what is paid, and one button per
 * choice a buyer has there. Each button posts `choice=<value>` back to the same address, so a browser test
 * (Playwright: `getByRole('button', { name: 'Pay' })`) walks through it like through the real page.
 */

/** `cardDeclined`: Stripe's page refuses the card and stays open for another try (Stripe's fake only). */
export type PageChoice = 'pay' | 'cancel' | 'decline' | 'cardDeclined';

const labels: Record<PageChoice, string> = {
  pay: 'Pay',
  cancel: 'Cancel',
  decline: 'Decline',
  cardDeclined: 'Bank refuses the card',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function hostedPage(page: {
  provider: string;
  orderRef: string;
  amount: string;
  action: string;
  choices?: PageChoice[];
  /** What the page says after a refused try, as Stripe's page does under the card field. */
  notice?: string;
}): string {
  const buttons = (page.choices ?? (['pay', 'cancel', 'decline'] as PageChoice[]))
    .map((choice) => `<button type="submit" name="choice" value="${choice}">${labels[choice]}</button>`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${escape(page.provider)} (fake): ${escape(page.orderRef)}</title></head>
  <body>
    <h1>${escape(page.provider)} test payment</h1>
    <p>Order <strong>${escape(page.orderRef)}</strong>: <strong data-testid="amount">${escape(page.amount)}</strong></p>
    ${page.notice ? `<p role="alert">${escape(page.notice)}</p>` : ''}
    <form method="post" action="${escape(page.action)}">
      ${buttons}
    </form>
  </body>
</html>`;
}

/** The button a buyer pressed, from the posted form; null for anything else. */
export function pressedChoice(formBody: string): PageChoice | null {
  const choice = new URLSearchParams(formBody).get('choice');
  return choice !== null && Object.hasOwn(labels, choice) ? (choice as PageChoice) : null;
}

/** Presses a button of a fake's hosted page as a browser posts it: where the page sends the buyer next. */
export async function pressOnHostedPage(pageUrl: string, choice: PageChoice): Promise<URL> {
  const pressed = await fetch(pageUrl, {
    method: 'POST',
    body: new URLSearchParams({ choice }),
    redirect: 'manual',
  });
  return new URL(pressed.headers.get('location') ?? '');
}
