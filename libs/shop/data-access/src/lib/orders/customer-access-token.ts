import { graphql } from '../storefront/generated';
import { loadStorefrontSend } from '../storefront/storefront-transport';
import { fetchMultipassToken, type OrderChainOptions } from './order-chain';

/** The Multipass token of the signed-in customer → a customer access token. */
export const CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS = graphql(`
  mutation CustomerAccessTokenCreateWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
`);

/** The token endpoint, then customerAccessTokenCreateWithMultipass: the customer access token, or null. */
export async function customerAccessToken(commerce: string, options: OrderChainOptions = {}): Promise<string | null> {
  const multipassToken = await fetchMultipassToken(commerce, options);
  if (!multipassToken) return null;
  const data = await (await loadStorefrontSend(options))(CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS, { multipassToken });
  return data.customerAccessTokenCreateWithMultipass?.customerAccessToken?.accessToken ?? null;
}
