import { keptFields } from './schemas';

/** Messages an account form's 303 may carry; anything else in the query is ignored. */
const notices = [
  'account.registrationSent',
  'account.confirmed',
  'account.loggedIn',
  'account.loggedOut',
  'account.resetSent',
  'account.passwordReset',
  'account.passwordChanged',
  'account.profileSaved',
  'account.emailChangeSent',
  'account.emailChanged',
  'account.vatValid',
  'account.vatExcluded',
  'account.vatIncluded',
  'address.added',
  'address.updated',
  'address.deleted',
  'address.defaultSet',
];
const errors = [
  'account.wrongLogin',
  'account.passwordTooShort',
  'account.passwordTooLong',
  'account.passwordCommon',
  'account.passwordRequired',
  'account.passwordsDiffer',
  'account.emailsDiffer',
  'account.emailInvalid',
  'account.nameTooShort',
  'account.nameTooLong',
  'account.nameInvalid',
  'account.titleInvalid',
  'account.companyRequired',
  'account.vatInvalid',
  'account.linkInvalid',
  'account.linkExpired',
  'account.resetLinkInvalid',
  'account.resetLinkExpired',
  'account.oldPasswordRequired',
  'account.wrongOldPassword',
  'account.loginRequired',
  'account.alreadyConfirmed',
  'account.failed',
  'account.mailFailed',
  'account.wrongPassword',
  'account.emailUnchanged',
  'account.emailTaken',
  'account.emailLinkInvalid',
  'account.emailLinkExpired',
  'account.vatTooShort',
  'account.vatNotRegistered',
  'account.vatUnverified',
  'account.vatMissing',
  'account.vatExclusionNotAllowed',
  'account.noGuestOrder',
  'address.labelRequired',
  'address.streetRequired',
  'address.houseNumberRequired',
  'address.cityRequired',
  'address.postcodeInvalid',
  'address.phoneInvalid',
  'address.phoneRequired',
  'address.stateRequired',
  'address.stateInvalid',
  'address.countryInvalid',
  'address.tooLong',
  'address.invalidCharacters',
  'address.notFound',
  'address.bookFull',
  'address.defaultNotDeletable',
  'address.addFailed',
  'address.updateFailed',
  'address.deleteFailed',
  'address.saveFailed',
  'request.tooMany',
  'request.invalid',
  'captcha.missing',
  'captcha.invalid',
  'captcha.expired',
  'captcha.replayed',
];
/** Fields an error may mark: the ones whose values come back, and the passwords, which never do. */
const formFields: string[] = [
  ...keptFields,
  'password',
  'passwordRepeat',
  'oldPassword',
  'currentPassword',
  'captcha',
];

/** Account notices live under Account, address ones under Account.address. */
const noticeKey = (code: string) =>
  code.startsWith('address.')
    ? `Account.address.${code.slice('address.'.length)}`
    : `Account.${code.slice('account.'.length)}`;

export interface AccountMessage {
  kind: 'notice' | 'error';
  /** A key under Account (notices) or Errors (errors). */
  key: string;
  values: Record<string, number>;
  /** The fields the error is about, to mark them. */
  fields: string[];
  /** The action whose form the error is about, where one page has several forms; null when not named. */
  form: string | null;
}

/** The message in an account page's query (`?error=account.wrongLogin&fields=email,password`). */
export function accountMessage(query: Record<string, string | string[] | undefined>): AccountMessage | null {
  const first = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const notice = first('notice') ?? '';
  const error = first('error') ?? '';
  if (notices.includes(notice))
    return { kind: 'notice', key: noticeKey(notice), values: {}, fields: [], form: null };
  if (!errors.includes(error)) return null;
  const seconds = Number(first('seconds'));
  return {
    kind: 'error',
    key: `Errors.${error}`,
    values: Number.isSafeInteger(seconds) && seconds > 0 ? { seconds } : {},
    fields: (first('fields') ?? '').split(',').filter((field) => formFields.includes(field)),
    form: /^[a-zA-Z]{1,24}$/.test(first('form') ?? '') ? first('form')! : null,
  };
}

/**
 * The error of one form of a page with several: the one the answer names, else the page's `main` form (links
 * and older answers name none). Two forms that both ask for a first name never both show its error.
 */
export function errorOfForm(
  message: AccountMessage | null,
  action: string,
  main = false,
): AccountMessage | null {
  if (message?.kind !== 'error') return null;
  return message.form === action || (message.form === null && main) ? message : null;
}
