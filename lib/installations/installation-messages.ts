/** The outcomes the installations page shows from its query (`?notice=` or `?error=`), under Installations. */
const notices = [
  'installations.blockAdded',
  'installations.blockRemoved',
  'installations.feedCreated',
  'installations.feedRevoked',
];
const errors = [
  'installations.adminsOnly',
  'installations.blockInvalid',
  'installations.feedInvalid',
  'installations.notFound',
  'installations.failed',
  'request.tooMany',
];

export interface InstallationMessage {
  kind: 'notice' | 'error';
  /** The key under the Installations messages: `notices.blockAdded`, `errors.request_tooMany`. */
  key: string;
  values: Record<string, string>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The message the query names when it is one of ours; anything else shows nothing. */
export function installationMessage(
  query: Record<string, string | string[] | undefined>,
): InstallationMessage | null {
  const notice = first(query.notice);
  if (notice && notices.includes(notice))
    return { kind: 'notice', key: `notices.${notice.split('.')[1]}`, values: {} };
  const error = first(query.error);
  if (!error || !errors.includes(error)) return null;
  const seconds = first(query.seconds);
  return {
    kind: 'error',
    key: `errors.${error.replace('.', '_')}`,
    values: { seconds: seconds && /^\d{1,6}$/.test(seconds) ? seconds : '60' },
  };
}
