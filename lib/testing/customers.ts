import { issueShopCaptcha } from '../security/shop-captcha';
import { getMailOutbox } from '../storefront';
import { type CartClient, submitAccount } from './cart-requests';
import type { SmtpSink } from './smtp-sink';

/** The registration form of a customer, overridable field by field; the password comes with the link. */
export const registrationOf = (email: string, overrides: Record<string, string> = {}) => ({
  action: 'register',
  title: 'mr',
  firstname: 'Jürgen',
  lastname: 'Österreicher',
  email,
  emailRepeat: email,
  ...overrides,
});

/** The registration link's form: its token and the password its opener chooses. */
export const confirmationOf = (token: string, password: string) => ({
  action: 'confirm',
  token,
  password,
  passwordRepeat: password,
});

/** The token of the newest mailed link to `path` (`/login-register?confirm=`), or null when none came. */
export async function mailedToken(email: string, path: string): Promise<string | null> {
  const mails = await (await getMailOutbox()).listFor(email);
  const pattern = new RegExp(`${path.replace(/[?]/g, '\\?')}([A-Za-z0-9_.-]+)`);
  for (const mail of mails) {
    const token = pattern.exec(mail.text)?.[1];
    if (token) return token;
  }
  return null;
}

/**
 * A customer as the registration mail's link makes one: registered, then confirmed by another client. The link
 * is read from the shop's outbox, or from `sink` when mail goes out over SMTP (its welcome mail is taken too).
 */
export async function confirmedCustomer(
  client: () => CartClient,
  email: string,
  password: string,
  sink?: SmtpSink,
): Promise<string> {
  await submitAccount(client(), registrationOf(email));
  const path = '/login-register?confirm=';
  const token = sink
    ? new URLSearchParams(/\?(confirm=[A-Za-z0-9_.-]+)/.exec((await sink.next(email)).text ?? '')?.[1]).get(
        'confirm',
      )
    : await mailedToken(email, path);
  await submitAccount(client(), confirmationOf(token!, password));
  if (sink) await sink.next(email);
  return email;
}

/** A captcha answered as a browser without JavaScript answers it: the question's sum and its token. */
export async function answeredCaptcha(): Promise<Record<string, string>> {
  const { token, question } = await issueShopCaptcha();
  return { captcha_token: token, captcha_answer: String(question.a + question.b) };
}
