import 'server-only';

/**
 * Sends a notice whose failure must not undo what already happened (the password is changed either way): the
 * failure is logged for the operator, and the shopper's answer stays the success it is.
 */
export async function notifyAfterwards(what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    console.error(`The ${what} notice could not be sent`, error);
  }
}
