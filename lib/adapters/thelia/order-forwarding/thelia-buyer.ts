import { customerTitles } from '../../../shop/customer-types';
import type { Order } from '../../../shop/order-types';
import type { components } from '../openapi/thelia-open-api';
import { TheliaError, type TheliaSession } from '../thelia-client';
import type { CustomerLinks, TheliaAccount } from './customer-links';
import { ForwardingRefusal, type TheliaForwardingSettings } from './forwarding-settings';
import type { TheliaOrderCalls } from './thelia-calls';

/** POST /customer's answer to an e-mail Thelia already has (the module's CustomerController). */
const EMAIL_TAKEN = 'Something went wrong during account creation';

/** The buyer's registration at Thelia: the names of the order's invoice address, the order's language. */
function registrationOf(
  order: Order,
  account: TheliaAccount,
  settings: TheliaForwardingSettings,
): components['schemas']['CustomerCreateRequest'] {
  const { title, firstname, lastname } = order.invoiceAddress;
  return {
    customer: {
      civilityTitle: { id: customerTitles[title] },
      lang: { id: settings.THELIA_LANGUAGE_IDS[order.language] },
      firstName: firstname,
      lastName: lastname,
      email: account.email,
    },
    password: account.password,
  };
}

/**
 * Logs the order's buyer in at Thelia in `session`, registering them first while no login confirmed their
 * account; Thelia's customer id. The module has no admin route, so an account the storefront did not make (or
 * one changed at Thelia since) cannot be used: that is for an operator.
 */
export async function logInBuyer(
  thelia: TheliaOrderCalls,
  links: CustomerLinks,
  settings: TheliaForwardingSettings,
  session: TheliaSession,
  order: Order,
): Promise<number> {
  const account = await links.accountOf({ customerId: order.customerId, email: order.email });
  if (account.theliaCustomerId === null) {
    await thelia.createCustomer(session, registrationOf(order, account, settings)).catch((error: unknown) => {
      // An earlier attempt may have registered it and lost the answer: the login below tells.
      if (!(error instanceof TheliaError && error.description === EMAIL_TAKEN)) throw error;
    });
  }
  const customer = await thelia
    .login(session, { email: account.email, password: account.password })
    .catch((error: unknown) => {
      if (error instanceof TheliaError && error.kind === 'bad-credentials')
        throw new ForwardingRefusal(
          `Thelia refuses the storefront's login of link ${account.linkId} (${error.description}): ` +
            'the account was made elsewhere, or changed or deleted at Thelia',
        );
      throw error;
    });
  if (account.theliaCustomerId === null) await links.recordTheliaCustomer(account.linkId, customer.id!);
  return customer.id!;
}
