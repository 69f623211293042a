import { graphql } from '../storefront/generated';

/**
 * The order pages' fragments (spec account §3): one definition per graphql() call (codegen maps a
 * source to its first definition and appends the fragments a document spreads).
 */

/** Order address fields of spec account §3. */
export const ORDER_ADDRESS = graphql(`
  fragment OrderAddress on MailingAddress {
    id
    address1
    address2
    city
    company
    country
    countryCodeV2
    firstName
    lastName
    name
    phone
    province
    provinceCode
    zip
    latitude
    longitude
    formatted(withName: true, withCompany: true)
    formattedArea
  }
`);

/** A line item's variant as the list and the detail show it. */
export const ORDER_LINE_VARIANT_FIELDS = graphql(`
  fragment OrderLineVariantFields on ProductVariant {
    id
    sku
    image {
      ...ImageFields
    }
  }
`);
