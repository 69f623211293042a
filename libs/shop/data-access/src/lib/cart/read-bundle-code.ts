import { graphql } from '../storefront/generated';
import type { StorefrontSend } from '../storefront/storefront-request';

/** The discount code of a bundle a line is tagged with (`_leisterRelatedBundle` holds the Metaobject id). */
export const CART_BUNDLE_CODE = graphql(`
  query CartBundleCode($id: ID!) {
    node(id: $id) {
      ... on Metaobject {
        id
        discountName: field(key: "discount_name") {
          value
        }
      }
    }
  }
`);

/** The discount code (`discount_name`) of a bundle Metaobject; null when there is none. */
export async function readBundleCode(send: StorefrontSend, bundleId: string): Promise<string | null> {
  const data = await send(CART_BUNDLE_CODE, { id: bundleId });
  const node = data.node;
  return node && 'discountName' in node ? node.discountName?.value || null : null;
}
