import { getMailOutbox } from '../shop';
import { type CartClient, submitAccount } from './cart-requests';

/** The registration form of a customer with a long enough password, overridable field by field. */
export const registrationOf = (email: string, password: string, overrides: Record<string, string> = {}) => ({
  action: 'register',
  title: 'mr',
  firstname: 'Jürgen',
  lastname: 'Österreicher',
  email,
  emailRepeat: email,
  password,
  passwordRepeat: password,
  ...overrides,
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

/** A customer as the registration mail's link makes one: registered, then confirmed by another client. */
export async function confirmedCustomer(
  client: () => CartClient,
  email: string,
  password: string,
): Promise<string> {
  await submitAccount(client(), registrationOf(email, password));
  const token = await mailedToken(email, '/login-register?confirm=');
  await submitAccount(client(), { action: 'confirm', token: token! });
  return email;
}
