/** Messages an account form's 303 may carry; anything else in the query is ignored. */
const notices = [
  'account.registrationSent',
  'account.confirmed',
  'account.loggedIn',
  'account.loggedOut',
  'account.resetSent',
  'account.passwordReset',
  'account.passwordChanged',
];
const errors = [
  'account.wrongLogin',
  'account.notConfirmed',
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
  'request.tooMany',
  'request.invalid',
];
const formFields = [
  'title',
  'firstname',
  'lastname',
  'email',
  'emailRepeat',
  'password',
  'passwordRepeat',
  'oldPassword',
  'company',
  'vatNumber',
];

export interface AccountMessage {
  kind: 'notice' | 'error';
  /** A key under Account (notices) or Errors (errors). */
  key: string;
  values: Record<string, number>;
  /** The fields the error is about, to mark them. */
  fields: string[];
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
    return { kind: 'notice', key: `Account.${notice.slice('account.'.length)}`, values: {}, fields: [] };
  if (!errors.includes(error)) return null;
  const seconds = Number(first('seconds'));
  return {
    kind: 'error',
    key: `Errors.${error}`,
    values: Number.isSafeInteger(seconds) && seconds > 0 ? { seconds } : {},
    fields: (first('fields') ?? '').split(',').filter((field) => formFields.includes(field)),
  };
}
