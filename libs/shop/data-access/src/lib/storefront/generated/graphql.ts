/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The input fields for an attribute. */
export type AttributeInput = {
  /** Key or name of the attribute. */
  key: string;
  /** Value of the attribute. */
  value: string;
};

/** The input fields to provide exactly one of a variety of delivery address types. */
export type CartAddressInput = {
  /** Copies details from the customer address to an address on this cart. */
  copyFromCustomerAddressId?: string | number | null | undefined;
  /** A delivery address stored on this cart. */
  deliveryAddress?: CartDeliveryAddressInput | null | undefined;
};

/**
 * Specifies the input fields to update the buyer information associated with a cart.
 * Buyer identity is used to determine
 * [international pricing](https://shopify.dev/custom-storefronts/internationalization/international-pricing)
 * and should match the customer's shipping address.
 *
 */
export type CartBuyerIdentityInput = {
  /** The company location of the buyer that is interacting with the cart. */
  companyLocationId?: string | number | null | undefined;
  /** The country where the buyer is located. */
  countryCode?: CountryCode | null | undefined;
  /** The access token used to identify the customer associated with the cart. */
  customerAccessToken?: string | null | undefined;
  /** The email address of the buyer that is interacting with the cart. */
  email?: string | null | undefined;
  /** The phone number of the buyer that is interacting with the cart. */
  phone?: string | null | undefined;
  /**
   * A set of preferences tied to the buyer interacting with the cart. Preferences are used to prefill fields in at checkout to streamline information collection.
   * Preferences are not synced back to the cart if they are overwritten.
   *
   */
  preferences?: CartPreferencesInput | null | undefined;
};

/** The input fields to create or update a cart address. */
export type CartDeliveryAddressInput = {
  /**
   * The first line of the address. Typically the street address or PO Box number.
   *
   */
  address1?: string | null | undefined;
  /**
   * The second line of the address. Typically the number of the apartment, suite, or unit.
   *
   */
  address2?: string | null | undefined;
  /**
   * The name of the city, district, village, or town.
   *
   */
  city?: string | null | undefined;
  /**
   * The name of the customer's company or organization.
   *
   */
  company?: string | null | undefined;
  /** The name of the country. */
  countryCode?: CountryCode | null | undefined;
  /** The first name of the customer. */
  firstName?: string | null | undefined;
  /** The last name of the customer. */
  lastName?: string | null | undefined;
  /**
   * A unique phone number for the customer.
   *
   * Formatted using E.164 standard. For example, _+16135551111_.
   *
   */
  phone?: string | null | undefined;
  /** The region of the address, such as the province, state, or district. */
  provinceCode?: string | null | undefined;
  /** The zip or postal code of the address. */
  zip?: string | null | undefined;
};

/** Preferred location used to find the closest pick up point based on coordinates. */
export type CartDeliveryCoordinatesPreferenceInput = {
  /**
   * The two-letter code for the country of the preferred location.
   *
   * For example, US.
   *
   */
  countryCode: CountryCode;
  /** The geographic latitude for a given location. Coordinates are required in order to set pickUpHandle for pickup points. */
  latitude: number;
  /** The geographic longitude for a given location. Coordinates are required in order to set pickUpHandle for pickup points. */
  longitude: number;
};

/** The input fields for the cart's delivery properties. */
export type CartDeliveryInput = {
  /**
   * Selectable addresses to present to the buyer on the cart.
   *
   * The input must not contain more than `250` values.
   */
  addresses?: Array<CartSelectableAddressInput> | null | undefined;
};

/** Delivery preferences can be used to prefill the delivery section at checkout. */
export type CartDeliveryPreferenceInput = {
  /** The coordinates of a delivery location in order of preference. */
  coordinates?: CartDeliveryCoordinatesPreferenceInput | null | undefined;
  /**
   * The preferred delivery methods such as shipping, local pickup or through pickup points.
   *
   * The input must not contain more than `250` values.
   */
  deliveryMethod?: Array<PreferenceDeliveryMethodType> | null | undefined;
  /**
   * The pickup handle prefills checkout fields with the location for either local pickup or pickup points delivery methods.
   * It accepts both location ID for local pickup and external IDs for pickup points.
   *
   * The input must not contain more than `250` values.
   */
  pickupHandle?: Array<string> | null | undefined;
};

/** Possible error codes that can be returned by `CartUserError`. */
export type CartErrorCode =
  /** The specified address field contains emojis. */
  | 'ADDRESS_FIELD_CONTAINS_EMOJIS'
  /** The specified address field contains HTML tags. */
  | 'ADDRESS_FIELD_CONTAINS_HTML_TAGS'
  /** The specified address field contains a URL. */
  | 'ADDRESS_FIELD_CONTAINS_URL'
  /** The specified address field does not match the expected pattern. */
  | 'ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN'
  /** The specified address field is required. */
  | 'ADDRESS_FIELD_IS_REQUIRED'
  /** The specified address field is too long. */
  | 'ADDRESS_FIELD_IS_TOO_LONG'
  /** The input value is invalid. */
  | 'INVALID'
  /** Company location not found or not allowed. */
  | 'INVALID_COMPANY_LOCATION'
  /** The delivery address was not found. */
  | 'INVALID_DELIVERY_ADDRESS_ID'
  /** Delivery group was not found in cart. */
  | 'INVALID_DELIVERY_GROUP'
  /** Delivery option was not valid. */
  | 'INVALID_DELIVERY_OPTION'
  /** The quantity must be a multiple of the specified increment. */
  | 'INVALID_INCREMENT'
  /** Merchandise line was not found in cart. */
  | 'INVALID_MERCHANDISE_LINE'
  /** The metafields were not valid. */
  | 'INVALID_METAFIELDS'
  /** The payment wasn't valid. */
  | 'INVALID_PAYMENT'
  /** Cannot update payment on an empty cart */
  | 'INVALID_PAYMENT_EMPTY_CART'
  /** The given zip code is invalid for the provided country. */
  | 'INVALID_ZIP_CODE_FOR_COUNTRY'
  /** The given zip code is invalid for the provided province. */
  | 'INVALID_ZIP_CODE_FOR_PROVINCE'
  /** The input value should be less than the maximum value allowed. */
  | 'LESS_THAN'
  /** The quantity must be below the specified maximum for the item. */
  | 'MAXIMUM_EXCEEDED'
  /** The quantity must be above the specified minimum for the item. */
  | 'MINIMUM_NOT_MET'
  /** The customer access token is required when setting a company location. */
  | 'MISSING_CUSTOMER_ACCESS_TOKEN'
  /** Missing discount code. */
  | 'MISSING_DISCOUNT_CODE'
  /** Missing note. */
  | 'MISSING_NOTE'
  /** The note length must be below the specified maximum. */
  | 'NOTE_TOO_LONG'
  /** Only one delivery address can be selected. */
  | 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'
  /** The payment method is not supported. */
  | 'PAYMENT_METHOD_NOT_SUPPORTED'
  /** The given province cannot be found. */
  | 'PROVINCE_NOT_FOUND'
  /** Too many delivery addresses on Cart. */
  | 'TOO_MANY_DELIVERY_ADDRESSES'
  /** A general error occurred during address validation. */
  | 'UNSPECIFIED_ADDRESS_ERROR'
  /** Validation failed. */
  | 'VALIDATION_CUSTOM'
  /** The given zip code is unsupported. */
  | 'ZIP_CODE_NOT_SUPPORTED';

/** The input fields to create a cart. */
export type CartInput = {
  /**
   * An array of key-value pairs that contains additional information about the cart.
   *
   * The input must not contain more than `250` values.
   */
  attributes?: Array<AttributeInput> | null | undefined;
  /**
   * The customer associated with the cart. Used to determine [international pricing]
   * (https://shopify.dev/custom-storefronts/internationalization/international-pricing).
   * Buyer identity should match the customer's shipping address.
   *
   */
  buyerIdentity?: CartBuyerIdentityInput | null | undefined;
  /** The delivery-related fields for the cart. */
  delivery?: CartDeliveryInput | null | undefined;
  /**
   * The case-insensitive discount codes that the customer added at checkout.
   *
   * The input must not contain more than `250` values.
   */
  discountCodes?: Array<string> | null | undefined;
  /**
   * The case-insensitive gift card codes.
   *
   * The input must not contain more than `250` values.
   */
  giftCardCodes?: Array<string> | null | undefined;
  /**
   * A list of merchandise lines to add to the cart.
   *
   * The input must not contain more than `250` values.
   */
  lines?: Array<CartLineInput> | null | undefined;
  /**
   * The metafields to associate with this cart.
   *
   * The input must not contain more than `250` values.
   */
  metafields?: Array<CartInputMetafieldInput> | null | undefined;
  /**
   * A note that's associated with the cart. For example, the note can be a personalized message to the buyer.
   *
   */
  note?: string | null | undefined;
};

/** The input fields for a cart metafield value to set. */
export type CartInputMetafieldInput = {
  /** The key name of the metafield. */
  key: string;
  /**
   * The type of data that the cart metafield stores.
   * The type of data must be a [supported type](https://shopify.dev/apps/metafields/types).
   *
   */
  type: string;
  /**
   * The data to store in the cart metafield. The data is always stored as a string, regardless of the metafield's type.
   *
   */
  value: string;
};

/** The input fields to create a merchandise line on a cart. */
export type CartLineInput = {
  /**
   * An array of key-value pairs that contains additional information about the merchandise line.
   *
   * The input must not contain more than `250` values.
   */
  attributes?: Array<AttributeInput> | null | undefined;
  /** The ID of the merchandise that the buyer intends to purchase. */
  merchandiseId: string | number;
  /** The quantity of the merchandise. */
  quantity?: number | null | undefined;
  /** The ID of the selling plan that the merchandise is being purchased with. */
  sellingPlanId?: string | number | null | undefined;
};

/** The input fields to update a line item on a cart. */
export type CartLineUpdateInput = {
  /**
   * An array of key-value pairs that contains additional information about the merchandise line.
   *
   * The input must not contain more than `250` values.
   */
  attributes?: Array<AttributeInput> | null | undefined;
  /** The ID of the merchandise line. */
  id: string | number;
  /** The ID of the merchandise for the line item. */
  merchandiseId?: string | number | null | undefined;
  /** The quantity of the line item. */
  quantity?: number | null | undefined;
  /** The ID of the selling plan that the merchandise is being purchased with. */
  sellingPlanId?: string | number | null | undefined;
};

/** The input fields represent preferences for the buyer that is interacting with the cart. */
export type CartPreferencesInput = {
  /** Delivery preferences can be used to prefill the delivery section in at checkout. */
  delivery?: CartDeliveryPreferenceInput | null | undefined;
  /**
   * Wallet preferences are used to populate relevant payment fields in the checkout flow.
   * Accepted value: `["shop_pay"]`.
   *
   * The input must not contain more than `250` values.
   */
  wallet?: Array<string> | null | undefined;
};

/** The input fields for a selectable delivery address in a cart. */
export type CartSelectableAddressInput = {
  /** Exactly one kind of delivery address. */
  address: CartAddressInput;
  /** When true, this delivery address will not be associated with the buyer after a successful checkout. */
  oneTimeUse?: boolean | null | undefined;
  /** Sets exactly one address as pre-selected for the buyer. */
  selected?: boolean | null | undefined;
  /** Defines what kind of address validation is requested. */
  validationStrategy?: DeliveryAddressValidationStrategy | null | undefined;
};

/** The code for the cart warning. */
export type CartWarningCode =
  /** A delivery address with the same details already exists on this cart. */
  | 'DUPLICATE_DELIVERY_ADDRESS'
  /** The merchandise does not have enough stock. */
  | 'MERCHANDISE_NOT_ENOUGH_STOCK'
  /** The merchandise is out of stock. */
  | 'MERCHANDISE_OUT_OF_STOCK'
  /** Gift cards are not available as a payment method. */
  | 'PAYMENTS_GIFT_CARDS_UNAVAILABLE';

/**
 * The code designating a country/region, which generally follows ISO 3166-1 alpha-2 guidelines.
 * If a territory doesn't have a country code value in the `CountryCode` enum, then it might be considered a subdivision
 * of another country. For example, the territories associated with Spain are represented by the country code `ES`,
 * and the territories associated with the United States of America are represented by the country code `US`.
 *
 */
export type CountryCode =
  /** Ascension Island. */
  | 'AC'
  /** Andorra. */
  | 'AD'
  /** United Arab Emirates. */
  | 'AE'
  /** Afghanistan. */
  | 'AF'
  /** Antigua & Barbuda. */
  | 'AG'
  /** Anguilla. */
  | 'AI'
  /** Albania. */
  | 'AL'
  /** Armenia. */
  | 'AM'
  /** Netherlands Antilles. */
  | 'AN'
  /** Angola. */
  | 'AO'
  /** Argentina. */
  | 'AR'
  /** Austria. */
  | 'AT'
  /** Australia. */
  | 'AU'
  /** Aruba. */
  | 'AW'
  /** Åland Islands. */
  | 'AX'
  /** Azerbaijan. */
  | 'AZ'
  /** Bosnia & Herzegovina. */
  | 'BA'
  /** Barbados. */
  | 'BB'
  /** Bangladesh. */
  | 'BD'
  /** Belgium. */
  | 'BE'
  /** Burkina Faso. */
  | 'BF'
  /** Bulgaria. */
  | 'BG'
  /** Bahrain. */
  | 'BH'
  /** Burundi. */
  | 'BI'
  /** Benin. */
  | 'BJ'
  /** St. Barthélemy. */
  | 'BL'
  /** Bermuda. */
  | 'BM'
  /** Brunei. */
  | 'BN'
  /** Bolivia. */
  | 'BO'
  /** Caribbean Netherlands. */
  | 'BQ'
  /** Brazil. */
  | 'BR'
  /** Bahamas. */
  | 'BS'
  /** Bhutan. */
  | 'BT'
  /** Bouvet Island. */
  | 'BV'
  /** Botswana. */
  | 'BW'
  /** Belarus. */
  | 'BY'
  /** Belize. */
  | 'BZ'
  /** Canada. */
  | 'CA'
  /** Cocos (Keeling) Islands. */
  | 'CC'
  /** Congo - Kinshasa. */
  | 'CD'
  /** Central African Republic. */
  | 'CF'
  /** Congo - Brazzaville. */
  | 'CG'
  /** Switzerland. */
  | 'CH'
  /** Côte d’Ivoire. */
  | 'CI'
  /** Cook Islands. */
  | 'CK'
  /** Chile. */
  | 'CL'
  /** Cameroon. */
  | 'CM'
  /** China. */
  | 'CN'
  /** Colombia. */
  | 'CO'
  /** Costa Rica. */
  | 'CR'
  /** Cuba. */
  | 'CU'
  /** Cape Verde. */
  | 'CV'
  /** Curaçao. */
  | 'CW'
  /** Christmas Island. */
  | 'CX'
  /** Cyprus. */
  | 'CY'
  /** Czechia. */
  | 'CZ'
  /** Germany. */
  | 'DE'
  /** Djibouti. */
  | 'DJ'
  /** Denmark. */
  | 'DK'
  /** Dominica. */
  | 'DM'
  /** Dominican Republic. */
  | 'DO'
  /** Algeria. */
  | 'DZ'
  /** Ecuador. */
  | 'EC'
  /** Estonia. */
  | 'EE'
  /** Egypt. */
  | 'EG'
  /** Western Sahara. */
  | 'EH'
  /** Eritrea. */
  | 'ER'
  /** Spain. */
  | 'ES'
  /** Ethiopia. */
  | 'ET'
  /** Finland. */
  | 'FI'
  /** Fiji. */
  | 'FJ'
  /** Falkland Islands. */
  | 'FK'
  /** Faroe Islands. */
  | 'FO'
  /** France. */
  | 'FR'
  /** Gabon. */
  | 'GA'
  /** United Kingdom. */
  | 'GB'
  /** Grenada. */
  | 'GD'
  /** Georgia. */
  | 'GE'
  /** French Guiana. */
  | 'GF'
  /** Guernsey. */
  | 'GG'
  /** Ghana. */
  | 'GH'
  /** Gibraltar. */
  | 'GI'
  /** Greenland. */
  | 'GL'
  /** Gambia. */
  | 'GM'
  /** Guinea. */
  | 'GN'
  /** Guadeloupe. */
  | 'GP'
  /** Equatorial Guinea. */
  | 'GQ'
  /** Greece. */
  | 'GR'
  /** South Georgia & South Sandwich Islands. */
  | 'GS'
  /** Guatemala. */
  | 'GT'
  /** Guinea-Bissau. */
  | 'GW'
  /** Guyana. */
  | 'GY'
  /** Hong Kong SAR. */
  | 'HK'
  /** Heard & McDonald Islands. */
  | 'HM'
  /** Honduras. */
  | 'HN'
  /** Croatia. */
  | 'HR'
  /** Haiti. */
  | 'HT'
  /** Hungary. */
  | 'HU'
  /** Indonesia. */
  | 'ID'
  /** Ireland. */
  | 'IE'
  /** Israel. */
  | 'IL'
  /** Isle of Man. */
  | 'IM'
  /** India. */
  | 'IN'
  /** British Indian Ocean Territory. */
  | 'IO'
  /** Iraq. */
  | 'IQ'
  /** Iran. */
  | 'IR'
  /** Iceland. */
  | 'IS'
  /** Italy. */
  | 'IT'
  /** Jersey. */
  | 'JE'
  /** Jamaica. */
  | 'JM'
  /** Jordan. */
  | 'JO'
  /** Japan. */
  | 'JP'
  /** Kenya. */
  | 'KE'
  /** Kyrgyzstan. */
  | 'KG'
  /** Cambodia. */
  | 'KH'
  /** Kiribati. */
  | 'KI'
  /** Comoros. */
  | 'KM'
  /** St. Kitts & Nevis. */
  | 'KN'
  /** North Korea. */
  | 'KP'
  /** South Korea. */
  | 'KR'
  /** Kuwait. */
  | 'KW'
  /** Cayman Islands. */
  | 'KY'
  /** Kazakhstan. */
  | 'KZ'
  /** Laos. */
  | 'LA'
  /** Lebanon. */
  | 'LB'
  /** St. Lucia. */
  | 'LC'
  /** Liechtenstein. */
  | 'LI'
  /** Sri Lanka. */
  | 'LK'
  /** Liberia. */
  | 'LR'
  /** Lesotho. */
  | 'LS'
  /** Lithuania. */
  | 'LT'
  /** Luxembourg. */
  | 'LU'
  /** Latvia. */
  | 'LV'
  /** Libya. */
  | 'LY'
  /** Morocco. */
  | 'MA'
  /** Monaco. */
  | 'MC'
  /** Moldova. */
  | 'MD'
  /** Montenegro. */
  | 'ME'
  /** St. Martin. */
  | 'MF'
  /** Madagascar. */
  | 'MG'
  /** North Macedonia. */
  | 'MK'
  /** Mali. */
  | 'ML'
  /** Myanmar (Burma). */
  | 'MM'
  /** Mongolia. */
  | 'MN'
  /** Macao SAR. */
  | 'MO'
  /** Martinique. */
  | 'MQ'
  /** Mauritania. */
  | 'MR'
  /** Montserrat. */
  | 'MS'
  /** Malta. */
  | 'MT'
  /** Mauritius. */
  | 'MU'
  /** Maldives. */
  | 'MV'
  /** Malawi. */
  | 'MW'
  /** Mexico. */
  | 'MX'
  /** Malaysia. */
  | 'MY'
  /** Mozambique. */
  | 'MZ'
  /** Namibia. */
  | 'NA'
  /** New Caledonia. */
  | 'NC'
  /** Niger. */
  | 'NE'
  /** Norfolk Island. */
  | 'NF'
  /** Nigeria. */
  | 'NG'
  /** Nicaragua. */
  | 'NI'
  /** Netherlands. */
  | 'NL'
  /** Norway. */
  | 'NO'
  /** Nepal. */
  | 'NP'
  /** Nauru. */
  | 'NR'
  /** Niue. */
  | 'NU'
  /** New Zealand. */
  | 'NZ'
  /** Oman. */
  | 'OM'
  /** Panama. */
  | 'PA'
  /** Peru. */
  | 'PE'
  /** French Polynesia. */
  | 'PF'
  /** Papua New Guinea. */
  | 'PG'
  /** Philippines. */
  | 'PH'
  /** Pakistan. */
  | 'PK'
  /** Poland. */
  | 'PL'
  /** St. Pierre & Miquelon. */
  | 'PM'
  /** Pitcairn Islands. */
  | 'PN'
  /** Palestinian Territories. */
  | 'PS'
  /** Portugal. */
  | 'PT'
  /** Paraguay. */
  | 'PY'
  /** Qatar. */
  | 'QA'
  /** Réunion. */
  | 'RE'
  /** Romania. */
  | 'RO'
  /** Serbia. */
  | 'RS'
  /** Russia. */
  | 'RU'
  /** Rwanda. */
  | 'RW'
  /** Saudi Arabia. */
  | 'SA'
  /** Solomon Islands. */
  | 'SB'
  /** Seychelles. */
  | 'SC'
  /** Sudan. */
  | 'SD'
  /** Sweden. */
  | 'SE'
  /** Singapore. */
  | 'SG'
  /** St. Helena. */
  | 'SH'
  /** Slovenia. */
  | 'SI'
  /** Svalbard & Jan Mayen. */
  | 'SJ'
  /** Slovakia. */
  | 'SK'
  /** Sierra Leone. */
  | 'SL'
  /** San Marino. */
  | 'SM'
  /** Senegal. */
  | 'SN'
  /** Somalia. */
  | 'SO'
  /** Suriname. */
  | 'SR'
  /** South Sudan. */
  | 'SS'
  /** São Tomé & Príncipe. */
  | 'ST'
  /** El Salvador. */
  | 'SV'
  /** Sint Maarten. */
  | 'SX'
  /** Syria. */
  | 'SY'
  /** Eswatini. */
  | 'SZ'
  /** Tristan da Cunha. */
  | 'TA'
  /** Turks & Caicos Islands. */
  | 'TC'
  /** Chad. */
  | 'TD'
  /** French Southern Territories. */
  | 'TF'
  /** Togo. */
  | 'TG'
  /** Thailand. */
  | 'TH'
  /** Tajikistan. */
  | 'TJ'
  /** Tokelau. */
  | 'TK'
  /** Timor-Leste. */
  | 'TL'
  /** Turkmenistan. */
  | 'TM'
  /** Tunisia. */
  | 'TN'
  /** Tonga. */
  | 'TO'
  /** Türkiye. */
  | 'TR'
  /** Trinidad & Tobago. */
  | 'TT'
  /** Tuvalu. */
  | 'TV'
  /** Taiwan. */
  | 'TW'
  /** Tanzania. */
  | 'TZ'
  /** Ukraine. */
  | 'UA'
  /** Uganda. */
  | 'UG'
  /** U.S. Outlying Islands. */
  | 'UM'
  /** United States. */
  | 'US'
  /** Uruguay. */
  | 'UY'
  /** Uzbekistan. */
  | 'UZ'
  /** Vatican City. */
  | 'VA'
  /** St. Vincent & Grenadines. */
  | 'VC'
  /** Venezuela. */
  | 'VE'
  /** British Virgin Islands. */
  | 'VG'
  /** Vietnam. */
  | 'VN'
  /** Vanuatu. */
  | 'VU'
  /** Wallis & Futuna. */
  | 'WF'
  /** Samoa. */
  | 'WS'
  /** Kosovo. */
  | 'XK'
  /** Yemen. */
  | 'YE'
  /** Mayotte. */
  | 'YT'
  /** South Africa. */
  | 'ZA'
  /** Zambia. */
  | 'ZM'
  /** Zimbabwe. */
  | 'ZW'
  /** Unknown Region. */
  | 'ZZ';

/**
 * The three-letter currency codes that represent the world currencies used in
 * stores. These include standard ISO 4217 codes, legacy codes,
 * and non-standard codes.
 *
 */
export type CurrencyCode =
  /** United Arab Emirates Dirham (AED). */
  | 'AED'
  /** Afghan Afghani (AFN). */
  | 'AFN'
  /** Albanian Lek (ALL). */
  | 'ALL'
  /** Armenian Dram (AMD). */
  | 'AMD'
  /** Netherlands Antillean Guilder. */
  | 'ANG'
  /** Angolan Kwanza (AOA). */
  | 'AOA'
  /** Argentine Pesos (ARS). */
  | 'ARS'
  /** Australian Dollars (AUD). */
  | 'AUD'
  /** Aruban Florin (AWG). */
  | 'AWG'
  /** Azerbaijani Manat (AZN). */
  | 'AZN'
  /** Bosnia and Herzegovina Convertible Mark (BAM). */
  | 'BAM'
  /** Barbadian Dollar (BBD). */
  | 'BBD'
  /** Bangladesh Taka (BDT). */
  | 'BDT'
  /** Bulgarian Lev (BGN). */
  | 'BGN'
  /** Bahraini Dinar (BHD). */
  | 'BHD'
  /** Burundian Franc (BIF). */
  | 'BIF'
  /** Bermudian Dollar (BMD). */
  | 'BMD'
  /** Brunei Dollar (BND). */
  | 'BND'
  /** Bolivian Boliviano (BOB). */
  | 'BOB'
  /** Brazilian Real (BRL). */
  | 'BRL'
  /** Bahamian Dollar (BSD). */
  | 'BSD'
  /** Bhutanese Ngultrum (BTN). */
  | 'BTN'
  /** Botswana Pula (BWP). */
  | 'BWP'
  /** Belarusian Ruble (BYN). */
  | 'BYN'
  /** Belarusian Ruble (BYR). */
  | 'BYR'
  /** Belize Dollar (BZD). */
  | 'BZD'
  /** Canadian Dollars (CAD). */
  | 'CAD'
  /** Congolese franc (CDF). */
  | 'CDF'
  /** Swiss Francs (CHF). */
  | 'CHF'
  /** Chilean Peso (CLP). */
  | 'CLP'
  /** Chinese Yuan Renminbi (CNY). */
  | 'CNY'
  /** Colombian Peso (COP). */
  | 'COP'
  /** Costa Rican Colones (CRC). */
  | 'CRC'
  /** Cape Verdean escudo (CVE). */
  | 'CVE'
  /** Czech Koruny (CZK). */
  | 'CZK'
  /** Djiboutian Franc (DJF). */
  | 'DJF'
  /** Danish Kroner (DKK). */
  | 'DKK'
  /** Dominican Peso (DOP). */
  | 'DOP'
  /** Algerian Dinar (DZD). */
  | 'DZD'
  /** Egyptian Pound (EGP). */
  | 'EGP'
  /** Eritrean Nakfa (ERN). */
  | 'ERN'
  /** Ethiopian Birr (ETB). */
  | 'ETB'
  /** Euro (EUR). */
  | 'EUR'
  /** Fijian Dollars (FJD). */
  | 'FJD'
  /** Falkland Islands Pounds (FKP). */
  | 'FKP'
  /** United Kingdom Pounds (GBP). */
  | 'GBP'
  /** Georgian Lari (GEL). */
  | 'GEL'
  /** Ghanaian Cedi (GHS). */
  | 'GHS'
  /** Gibraltar Pounds (GIP). */
  | 'GIP'
  /** Gambian Dalasi (GMD). */
  | 'GMD'
  /** Guinean Franc (GNF). */
  | 'GNF'
  /** Guatemalan Quetzal (GTQ). */
  | 'GTQ'
  /** Guyanese Dollar (GYD). */
  | 'GYD'
  /** Hong Kong Dollars (HKD). */
  | 'HKD'
  /** Honduran Lempira (HNL). */
  | 'HNL'
  /** Croatian Kuna (HRK). */
  | 'HRK'
  /** Haitian Gourde (HTG). */
  | 'HTG'
  /** Hungarian Forint (HUF). */
  | 'HUF'
  /** Indonesian Rupiah (IDR). */
  | 'IDR'
  /** Israeli New Shekel (NIS). */
  | 'ILS'
  /** Indian Rupees (INR). */
  | 'INR'
  /** Iraqi Dinar (IQD). */
  | 'IQD'
  /** Iranian Rial (IRR). */
  | 'IRR'
  /** Icelandic Kronur (ISK). */
  | 'ISK'
  /** Jersey Pound. */
  | 'JEP'
  /** Jamaican Dollars (JMD). */
  | 'JMD'
  /** Jordanian Dinar (JOD). */
  | 'JOD'
  /** Japanese Yen (JPY). */
  | 'JPY'
  /** Kenyan Shilling (KES). */
  | 'KES'
  /** Kyrgyzstani Som (KGS). */
  | 'KGS'
  /** Cambodian Riel. */
  | 'KHR'
  /** Kiribati Dollar (KID). */
  | 'KID'
  /** Comorian Franc (KMF). */
  | 'KMF'
  /** South Korean Won (KRW). */
  | 'KRW'
  /** Kuwaiti Dinar (KWD). */
  | 'KWD'
  /** Cayman Dollars (KYD). */
  | 'KYD'
  /** Kazakhstani Tenge (KZT). */
  | 'KZT'
  /** Laotian Kip (LAK). */
  | 'LAK'
  /** Lebanese Pounds (LBP). */
  | 'LBP'
  /** Sri Lankan Rupees (LKR). */
  | 'LKR'
  /** Liberian Dollar (LRD). */
  | 'LRD'
  /** Lesotho Loti (LSL). */
  | 'LSL'
  /** Lithuanian Litai (LTL). */
  | 'LTL'
  /** Latvian Lati (LVL). */
  | 'LVL'
  /** Libyan Dinar (LYD). */
  | 'LYD'
  /** Moroccan Dirham. */
  | 'MAD'
  /** Moldovan Leu (MDL). */
  | 'MDL'
  /** Malagasy Ariary (MGA). */
  | 'MGA'
  /** Macedonia Denar (MKD). */
  | 'MKD'
  /** Burmese Kyat (MMK). */
  | 'MMK'
  /** Mongolian Tugrik. */
  | 'MNT'
  /** Macanese Pataca (MOP). */
  | 'MOP'
  /** Mauritanian Ouguiya (MRU). */
  | 'MRU'
  /** Mauritian Rupee (MUR). */
  | 'MUR'
  /** Maldivian Rufiyaa (MVR). */
  | 'MVR'
  /** Malawian Kwacha (MWK). */
  | 'MWK'
  /** Mexican Pesos (MXN). */
  | 'MXN'
  /** Malaysian Ringgits (MYR). */
  | 'MYR'
  /** Mozambican Metical. */
  | 'MZN'
  /** Namibian Dollar. */
  | 'NAD'
  /** Nigerian Naira (NGN). */
  | 'NGN'
  /** Nicaraguan Córdoba (NIO). */
  | 'NIO'
  /** Norwegian Kroner (NOK). */
  | 'NOK'
  /** Nepalese Rupee (NPR). */
  | 'NPR'
  /** New Zealand Dollars (NZD). */
  | 'NZD'
  /** Omani Rial (OMR). */
  | 'OMR'
  /** Panamian Balboa (PAB). */
  | 'PAB'
  /** Peruvian Nuevo Sol (PEN). */
  | 'PEN'
  /** Papua New Guinean Kina (PGK). */
  | 'PGK'
  /** Philippine Peso (PHP). */
  | 'PHP'
  /** Pakistani Rupee (PKR). */
  | 'PKR'
  /** Polish Zlotych (PLN). */
  | 'PLN'
  /** Paraguayan Guarani (PYG). */
  | 'PYG'
  /** Qatari Rial (QAR). */
  | 'QAR'
  /** Romanian Lei (RON). */
  | 'RON'
  /** Serbian dinar (RSD). */
  | 'RSD'
  /** Russian Rubles (RUB). */
  | 'RUB'
  /** Rwandan Franc (RWF). */
  | 'RWF'
  /** Saudi Riyal (SAR). */
  | 'SAR'
  /** Solomon Islands Dollar (SBD). */
  | 'SBD'
  /** Seychellois Rupee (SCR). */
  | 'SCR'
  /** Sudanese Pound (SDG). */
  | 'SDG'
  /** Swedish Kronor (SEK). */
  | 'SEK'
  /** Singapore Dollars (SGD). */
  | 'SGD'
  /** Saint Helena Pounds (SHP). */
  | 'SHP'
  /** Sierra Leonean Leone (SLL). */
  | 'SLL'
  /** Somali Shilling (SOS). */
  | 'SOS'
  /** Surinamese Dollar (SRD). */
  | 'SRD'
  /** South Sudanese Pound (SSP). */
  | 'SSP'
  /** Sao Tome And Principe Dobra (STD). */
  | 'STD'
  /** Sao Tome And Principe Dobra (STN). */
  | 'STN'
  /** Syrian Pound (SYP). */
  | 'SYP'
  /** Swazi Lilangeni (SZL). */
  | 'SZL'
  /** Thai baht (THB). */
  | 'THB'
  /** Tajikistani Somoni (TJS). */
  | 'TJS'
  /** Turkmenistani Manat (TMT). */
  | 'TMT'
  /** Tunisian Dinar (TND). */
  | 'TND'
  /** Tongan Pa'anga (TOP). */
  | 'TOP'
  /** Turkish Lira (TRY). */
  | 'TRY'
  /** Trinidad and Tobago Dollars (TTD). */
  | 'TTD'
  /** Taiwan Dollars (TWD). */
  | 'TWD'
  /** Tanzanian Shilling (TZS). */
  | 'TZS'
  /** Ukrainian Hryvnia (UAH). */
  | 'UAH'
  /** Ugandan Shilling (UGX). */
  | 'UGX'
  /** United States Dollars (USD). */
  | 'USD'
  /** Uruguayan Pesos (UYU). */
  | 'UYU'
  /** Uzbekistan som (UZS). */
  | 'UZS'
  /** Venezuelan Bolivares (VED). */
  | 'VED'
  /** Venezuelan Bolivares (VEF). */
  | 'VEF'
  /** Venezuelan Bolivares Soberanos (VES). */
  | 'VES'
  /** Vietnamese đồng (VND). */
  | 'VND'
  /** Vanuatu Vatu (VUV). */
  | 'VUV'
  /** Samoan Tala (WST). */
  | 'WST'
  /** Central African CFA Franc (XAF). */
  | 'XAF'
  /** East Caribbean Dollar (XCD). */
  | 'XCD'
  /** West African CFA franc (XOF). */
  | 'XOF'
  /** CFP Franc (XPF). */
  | 'XPF'
  /** Unrecognized currency. */
  | 'XXX'
  /** Yemeni Rial (YER). */
  | 'YER'
  /** South African Rand (ZAR). */
  | 'ZAR'
  /** Zambian Kwacha (ZMW). */
  | 'ZMW';

/** Possible error codes that can be returned by `CustomerUserError`. */
export type CustomerErrorCode =
  /** Customer already enabled. */
  | 'ALREADY_ENABLED'
  /** Input email contains an invalid domain name. */
  | 'BAD_DOMAIN'
  /** The input value is blank. */
  | 'BLANK'
  /** Input contains HTML tags. */
  | 'CONTAINS_HTML_TAGS'
  /** Input contains URL. */
  | 'CONTAINS_URL'
  /** Customer is disabled. */
  | 'CUSTOMER_DISABLED'
  /** The input value is invalid. */
  | 'INVALID'
  /** Multipass token is not valid. */
  | 'INVALID_MULTIPASS_REQUEST'
  /** Address does not exist. */
  | 'NOT_FOUND'
  /** Input password starts or ends with whitespace. */
  | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'
  /** The input value is already taken. */
  | 'TAKEN'
  /** Invalid activation token. */
  | 'TOKEN_INVALID'
  /** The input value is too long. */
  | 'TOO_LONG'
  /** The input value is too short. */
  | 'TOO_SHORT'
  /** Unidentified customer. */
  | 'UNIDENTIFIED_CUSTOMER';

/**
 * Defines the types of available validation strategies for delivery addresses.
 *
 */
export type DeliveryAddressValidationStrategy =
  /** Only the country code is validated. */
  | 'COUNTRY_CODE_ONLY'
  /**
   * Strict validation is performed, i.e. all fields in the address are validated
   * according to Shopify's checkout rules. If the address fails validation, the cart will not be updated.
   *
   */
  | 'STRICT';

/** Language codes supported by Shopify. */
export type LanguageCode =
  /** Afrikaans. */
  | 'AF'
  /** Akan. */
  | 'AK'
  /** Amharic. */
  | 'AM'
  /** Arabic. */
  | 'AR'
  /** Assamese. */
  | 'AS'
  /** Azerbaijani. */
  | 'AZ'
  /** Belarusian. */
  | 'BE'
  /** Bulgarian. */
  | 'BG'
  /** Bambara. */
  | 'BM'
  /** Bangla. */
  | 'BN'
  /** Tibetan. */
  | 'BO'
  /** Breton. */
  | 'BR'
  /** Bosnian. */
  | 'BS'
  /** Catalan. */
  | 'CA'
  /** Chechen. */
  | 'CE'
  /** Central Kurdish. */
  | 'CKB'
  /** Czech. */
  | 'CS'
  /** Church Slavic. */
  | 'CU'
  /** Welsh. */
  | 'CY'
  /** Danish. */
  | 'DA'
  /** German. */
  | 'DE'
  /** Dzongkha. */
  | 'DZ'
  /** Ewe. */
  | 'EE'
  /** Greek. */
  | 'EL'
  /** English. */
  | 'EN'
  /** Esperanto. */
  | 'EO'
  /** Spanish. */
  | 'ES'
  /** Estonian. */
  | 'ET'
  /** Basque. */
  | 'EU'
  /** Persian. */
  | 'FA'
  /** Fulah. */
  | 'FF'
  /** Finnish. */
  | 'FI'
  /** Filipino. */
  | 'FIL'
  /** Faroese. */
  | 'FO'
  /** French. */
  | 'FR'
  /** Western Frisian. */
  | 'FY'
  /** Irish. */
  | 'GA'
  /** Scottish Gaelic. */
  | 'GD'
  /** Galician. */
  | 'GL'
  /** Gujarati. */
  | 'GU'
  /** Manx. */
  | 'GV'
  /** Hausa. */
  | 'HA'
  /** Hebrew. */
  | 'HE'
  /** Hindi. */
  | 'HI'
  /** Croatian. */
  | 'HR'
  /** Hungarian. */
  | 'HU'
  /** Armenian. */
  | 'HY'
  /** Interlingua. */
  | 'IA'
  /** Indonesian. */
  | 'ID'
  /** Igbo. */
  | 'IG'
  /** Sichuan Yi. */
  | 'II'
  /** Icelandic. */
  | 'IS'
  /** Italian. */
  | 'IT'
  /** Japanese. */
  | 'JA'
  /** Javanese. */
  | 'JV'
  /** Georgian. */
  | 'KA'
  /** Kikuyu. */
  | 'KI'
  /** Kazakh. */
  | 'KK'
  /** Kalaallisut. */
  | 'KL'
  /** Khmer. */
  | 'KM'
  /** Kannada. */
  | 'KN'
  /** Korean. */
  | 'KO'
  /** Kashmiri. */
  | 'KS'
  /** Kurdish. */
  | 'KU'
  /** Cornish. */
  | 'KW'
  /** Kyrgyz. */
  | 'KY'
  /** Latin. */
  | 'LA'
  /** Luxembourgish. */
  | 'LB'
  /** Ganda. */
  | 'LG'
  /** Lingala. */
  | 'LN'
  /** Lao. */
  | 'LO'
  /** Lithuanian. */
  | 'LT'
  /** Luba-Katanga. */
  | 'LU'
  /** Latvian. */
  | 'LV'
  /** Malagasy. */
  | 'MG'
  /** Māori. */
  | 'MI'
  /** Macedonian. */
  | 'MK'
  /** Malayalam. */
  | 'ML'
  /** Mongolian. */
  | 'MN'
  /** Moldavian. */
  | 'MO'
  /** Marathi. */
  | 'MR'
  /** Malay. */
  | 'MS'
  /** Maltese. */
  | 'MT'
  /** Burmese. */
  | 'MY'
  /** Norwegian (Bokmål). */
  | 'NB'
  /** North Ndebele. */
  | 'ND'
  /** Nepali. */
  | 'NE'
  /** Dutch. */
  | 'NL'
  /** Norwegian Nynorsk. */
  | 'NN'
  /** Norwegian. */
  | 'NO'
  /** Oromo. */
  | 'OM'
  /** Odia. */
  | 'OR'
  /** Ossetic. */
  | 'OS'
  /** Punjabi. */
  | 'PA'
  /** Polish. */
  | 'PL'
  /** Pashto. */
  | 'PS'
  /** Portuguese. */
  | 'PT'
  /** Portuguese (Brazil). */
  | 'PT_BR'
  /** Portuguese (Portugal). */
  | 'PT_PT'
  /** Quechua. */
  | 'QU'
  /** Romansh. */
  | 'RM'
  /** Rundi. */
  | 'RN'
  /** Romanian. */
  | 'RO'
  /** Russian. */
  | 'RU'
  /** Kinyarwanda. */
  | 'RW'
  /** Sanskrit. */
  | 'SA'
  /** Sardinian. */
  | 'SC'
  /** Sindhi. */
  | 'SD'
  /** Northern Sami. */
  | 'SE'
  /** Sango. */
  | 'SG'
  /** Serbo-Croatian. */
  | 'SH'
  /** Sinhala. */
  | 'SI'
  /** Slovak. */
  | 'SK'
  /** Slovenian. */
  | 'SL'
  /** Shona. */
  | 'SN'
  /** Somali. */
  | 'SO'
  /** Albanian. */
  | 'SQ'
  /** Serbian. */
  | 'SR'
  /** Sundanese. */
  | 'SU'
  /** Swedish. */
  | 'SV'
  /** Swahili. */
  | 'SW'
  /** Tamil. */
  | 'TA'
  /** Telugu. */
  | 'TE'
  /** Tajik. */
  | 'TG'
  /** Thai. */
  | 'TH'
  /** Tigrinya. */
  | 'TI'
  /** Turkmen. */
  | 'TK'
  /** Tongan. */
  | 'TO'
  /** Turkish. */
  | 'TR'
  /** Tatar. */
  | 'TT'
  /** Uyghur. */
  | 'UG'
  /** Ukrainian. */
  | 'UK'
  /** Urdu. */
  | 'UR'
  /** Uzbek. */
  | 'UZ'
  /** Vietnamese. */
  | 'VI'
  /** Volapük. */
  | 'VO'
  /** Wolof. */
  | 'WO'
  /** Xhosa. */
  | 'XH'
  /** Yiddish. */
  | 'YI'
  /** Yoruba. */
  | 'YO'
  /** Chinese. */
  | 'ZH'
  /** Chinese (Simplified). */
  | 'ZH_CN'
  /** Chinese (Traditional). */
  | 'ZH_TW'
  /** Zulu. */
  | 'ZU';

/** Represents the order's current financial status. */
export type OrderFinancialStatus =
  /** Displayed as **Authorized**. */
  | 'AUTHORIZED'
  /** Displayed as **Paid**. */
  | 'PAID'
  /** Displayed as **Partially paid**. */
  | 'PARTIALLY_PAID'
  /** Displayed as **Partially refunded**. */
  | 'PARTIALLY_REFUNDED'
  /** Displayed as **Pending**. */
  | 'PENDING'
  /** Displayed as **Refunded**. */
  | 'REFUNDED'
  /** Displayed as **Voided**. */
  | 'VOIDED';

/** Represents the order's aggregated fulfillment status for display purposes. */
export type OrderFulfillmentStatus =
  /** Displayed as **Fulfilled**. All of the items in the order have been fulfilled. */
  | 'FULFILLED'
  /** Displayed as **In progress**. Some of the items in the order have been fulfilled, or a request for fulfillment has been sent to the fulfillment service. */
  | 'IN_PROGRESS'
  /** Displayed as **On hold**. All of the unfulfilled items in this order are on hold. */
  | 'ON_HOLD'
  /** Displayed as **Open**. None of the items in the order have been fulfilled. Replaced by "UNFULFILLED" status. */
  | 'OPEN'
  /** Displayed as **Partially fulfilled**. Some of the items in the order have been fulfilled. */
  | 'PARTIALLY_FULFILLED'
  /** Displayed as **Pending fulfillment**. A request for fulfillment of some items awaits a response from the fulfillment service. Replaced by "IN_PROGRESS" status. */
  | 'PENDING_FULFILLMENT'
  /** Displayed as **Restocked**. All of the items in the order have been restocked. Replaced by "UNFULFILLED" status. */
  | 'RESTOCKED'
  /** Displayed as **Scheduled**. All of the unfulfilled items in this order are scheduled for fulfillment at later time. */
  | 'SCHEDULED'
  /** Displayed as **Unfulfilled**. None of the items in the order have been fulfilled. */
  | 'UNFULFILLED';

/** The preferred delivery methods such as shipping, local pickup or through pickup points. */
export type PreferenceDeliveryMethodType =
  /** A delivery method used to let buyers collect purchases at designated locations like parcel lockers. */
  | 'PICKUP_POINT'
  /** A delivery method used to let buyers receive items directly from a specific location within an area. */
  | 'PICK_UP'
  /** A delivery method used to send items directly to a buyer’s specified address. */
  | 'SHIPPING';

export type ProductBundlesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
  country?: CountryCode | null | undefined;
  language?: LanguageCode | null | undefined;
}>;


export type ProductBundlesQuery = { nodes: Array<
    | { id: string, condition: { value: string } | null, bundles: { references: { nodes: Array<
            | { id: string, type: string, discountName: { value: string | null } | null, discountAmount: { value: string | null } | null, productVariants: { references: { nodes: Array<
                    | { title: string, availableForSale: boolean, id: string, sku: string | null, product: { id: string, title: string, handle: string, featuredImage: { url: string, altText: string | null } | null }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null }
                    | Record<PropertyKey, never>
                  > } | null } | null }
            | Record<PropertyKey, never>
          > } | null } | null }
    | Record<PropertyKey, never>
   | null> };

export type CartLinesAddMutationVariables = Exact<{
  cartId: string | number;
  lines: Array<CartLineInput> | CartLineInput;
  country?: CountryCode | null | undefined;
  language?: LanguageCode | null | undefined;
}>;


export type CartLinesAddMutation = { cartLinesAdd: { cart: { id: string, checkoutUrl: string, totalQuantity: number, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null }, lines: { nodes: Array<
          | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
          | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
        > } } | null, userErrors: Array<{ code: CartErrorCode | null, field: Array<string> | null, message: string }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

type CartDiscountAllocationFields_CartAutomaticDiscountAllocation_Fragment = { discountedAmount: { amount: string, currencyCode: CurrencyCode } };

type CartDiscountAllocationFields_CartCodeDiscountAllocation_Fragment = { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } };

type CartDiscountAllocationFields_CartCustomDiscountAllocation_Fragment = { discountedAmount: { amount: string, currencyCode: CurrencyCode } };

export type CartDiscountAllocationFieldsFragment =
  | CartDiscountAllocationFields_CartAutomaticDiscountAllocation_Fragment
  | CartDiscountAllocationFields_CartCodeDiscountAllocation_Fragment
  | CartDiscountAllocationFields_CartCustomDiscountAllocation_Fragment
;

export type CartFieldsFragment = { id: string, checkoutUrl: string, totalQuantity: number, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
    | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
  >, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null }, lines: { nodes: Array<
      | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
          | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
      | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
          | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
    > } };

export type CartUserErrorFieldsFragment = { code: CartErrorCode | null, field: Array<string> | null, message: string };

export type CartWarningFieldsFragment = { code: CartWarningCode, message: string, target: string };

export type CartCreateMutationVariables = Exact<{
  input: CartInput;
  country?: CountryCode | null | undefined;
  language?: LanguageCode | null | undefined;
}>;


export type CartCreateMutation = { cartCreate: { cart: { id: string, checkoutUrl: string, totalQuantity: number, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null }, lines: { nodes: Array<
          | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
          | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
        > } } | null, userErrors: Array<{ code: CartErrorCode | null, field: Array<string> | null, message: string }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type CartBundleCodeQueryVariables = Exact<{
  id: string | number;
}>;


export type CartBundleCodeQuery = { node:
    | { id: string, discountName: { value: string | null } | null }
    | Record<PropertyKey, never>
   | null };

export type CartQueryVariables = Exact<{
  cartId: string | number;
  country?: CountryCode | null | undefined;
  language?: LanguageCode | null | undefined;
}>;


export type CartQuery = { cart: { id: string, checkoutUrl: string, totalQuantity: number, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
      | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    >, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null }, lines: { nodes: Array<
        | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
            | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
        | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
            | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
      > } } | null };

export type CartLinesRemoveMutationVariables = Exact<{
  cartId: string | number;
  lineIds: Array<string | number> | string | number;
  country?: CountryCode | null | undefined;
  language?: LanguageCode | null | undefined;
}>;


export type CartLinesRemoveMutation = { cartLinesRemove: { cart: { id: string, checkoutUrl: string, totalQuantity: number, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null }, lines: { nodes: Array<
          | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
          | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
        > } } | null, userErrors: Array<{ code: CartErrorCode | null, field: Array<string> | null, message: string }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type CartDiscountCodesUpdateMutationVariables = Exact<{
  cartId: string | number;
  discountCodes: Array<string> | string;
  country?: CountryCode | null | undefined;
  language?: LanguageCode | null | undefined;
}>;


export type CartDiscountCodesUpdateMutation = { cartDiscountCodesUpdate: { cart: { id: string, checkoutUrl: string, totalQuantity: number, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null }, lines: { nodes: Array<
          | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
          | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
        > } } | null, userErrors: Array<{ code: CartErrorCode | null, field: Array<string> | null, message: string }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type CartLinesUpdateMutationVariables = Exact<{
  cartId: string | number;
  lines: Array<CartLineUpdateInput> | CartLineUpdateInput;
  country?: CountryCode | null | undefined;
  language?: LanguageCode | null | undefined;
}>;


export type CartLinesUpdateMutation = { cartLinesUpdate: { cart: { id: string, checkoutUrl: string, totalQuantity: number, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode }, totalTaxAmount: { amount: string, currencyCode: CurrencyCode } | null }, lines: { nodes: Array<
          | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
          | { id: string, quantity: number, attributes: Array<{ key: string, value: string | null }>, discountAllocations: Array<
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, cost: { totalAmount: { amount: string, currencyCode: CurrencyCode }, amountPerQuantity: { amount: string, currencyCode: CurrencyCode } }, merchandise: { id: string, sku: string | null, product: { title: string, featuredImage: { url: string, altText: string | null } | null, variants: { nodes: Array<{ sku: string | null, compareAtPrice: { amount: string } | null }> } }, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null } }
        > } } | null, userErrors: Array<{ code: CartErrorCode | null, field: Array<string> | null, message: string }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type ProductOffersQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
  country?: CountryCode | null | undefined;
  language?: LanguageCode | null | undefined;
}>;


export type ProductOffersQuery = { nodes: Array<
    | { id: string, handle: string, title: string, featuredImage: { url: string, altText: string | null, width: number | null, height: number | null } | null, condition: { value: string } | null, deliveryTime: { value: string } | null, variants: { nodes: Array<{ title: string, availableForSale: boolean, currentlyNotInStock: boolean, quantityAvailable: number | null, id: string, sku: string | null, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null }> } }
    | Record<PropertyKey, never>
   | null> };

export type CustomerAccessTokenCreateWithMultipassMutationVariables = Exact<{
  multipassToken: string;
}>;


export type CustomerAccessTokenCreateWithMultipassMutation = { customerAccessTokenCreateWithMultipass: { customerAccessToken: { accessToken: string, expiresAt: string } | null, customerUserErrors: Array<{ code: CustomerErrorCode | null, field: Array<string> | null, message: string }> } | null };

export type CustomerOrderQueryVariables = Exact<{
  customerAccessToken: string;
  query: string;
}>;


export type CustomerOrderQuery = { customer: { orders: { nodes: Array<{ id: string, orderNumber: number, processedAt: string, financialStatus: OrderFinancialStatus | null, fulfillmentStatus: OrderFulfillmentStatus, totalPrice: { amount: string, currencyCode: CurrencyCode }, totalTax: { amount: string, currencyCode: CurrencyCode } | null, subtotalPrice: { amount: string, currencyCode: CurrencyCode } | null, currentSubtotalPrice: { amount: string, currencyCode: CurrencyCode }, totalShippingPrice: { amount: string, currencyCode: CurrencyCode }, originalTotalPrice: { amount: string, currencyCode: CurrencyCode }, billingAddress: { id: string, address1: string | null, address2: string | null, city: string | null, company: string | null, country: string | null, countryCodeV2: CountryCode | null, firstName: string | null, lastName: string | null, name: string | null, phone: string | null, province: string | null, provinceCode: string | null, zip: string | null, latitude: number | null, longitude: number | null, formatted: Array<string>, formattedArea: string | null } | null, shippingAddress: { id: string, address1: string | null, address2: string | null, city: string | null, company: string | null, country: string | null, countryCodeV2: CountryCode | null, firstName: string | null, lastName: string | null, name: string | null, phone: string | null, province: string | null, provinceCode: string | null, zip: string | null, latitude: number | null, longitude: number | null, formatted: Array<string>, formattedArea: string | null } | null, lineItems: { nodes: Array<{ title: string, currentQuantity: number, quantity: number, originalTotalPrice: { amount: string, currencyCode: CurrencyCode }, discountedTotalPrice: { amount: string, currencyCode: CurrencyCode }, variant: { id: string, sku: string | null, image: { url: string, altText: string | null } | null } | null }> } }> } } | null };

export type CustomerOrdersQueryVariables = Exact<{
  customerAccessToken: string;
}>;


export type CustomerOrdersQuery = { customer: { orders: { totalCount: string, nodes: Array<{ id: string, orderNumber: number, processedAt: string, financialStatus: OrderFinancialStatus | null, fulfillmentStatus: OrderFulfillmentStatus, totalPrice: { amount: string, currencyCode: CurrencyCode }, lineItems: { nodes: Array<{ title: string, quantity: number, originalTotalPrice: { amount: string, currencyCode: CurrencyCode }, variant: { id: string, sku: string | null, image: { url: string, altText: string | null } | null } | null }> } }> } } | null };

export type OrderAddressFragment = { id: string, address1: string | null, address2: string | null, city: string | null, company: string | null, country: string | null, countryCodeV2: CountryCode | null, firstName: string | null, lastName: string | null, name: string | null, phone: string | null, province: string | null, provinceCode: string | null, zip: string | null, latitude: number | null, longitude: number | null, formatted: Array<string>, formattedArea: string | null };

export type OrderLineVariantFieldsFragment = { id: string, sku: string | null, image: { url: string, altText: string | null } | null };

export type MoneyFieldsFragment = { amount: string, currencyCode: CurrencyCode };

export type ImageFieldsFragment = { url: string, altText: string | null };

export type ShopVariantFieldsFragment = { id: string, sku: string | null, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const MoneyFieldsFragmentDoc = new TypedDocumentString(`
    fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
    `, {"fragmentName":"MoneyFields"}) as unknown as TypedDocumentString<MoneyFieldsFragment, unknown>;
export const CartDiscountAllocationFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartDiscountAllocationFields on CartDiscountAllocation {
  discountedAmount {
    ...MoneyFields
  }
  ... on CartCodeDiscountAllocation {
    code
  }
}
    fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}`, {"fragmentName":"CartDiscountAllocationFields"}) as unknown as TypedDocumentString<CartDiscountAllocationFieldsFragment, unknown>;
export const ImageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImageFields on Image {
  url
  altText
}
    `, {"fragmentName":"ImageFields"}) as unknown as TypedDocumentString<ImageFieldsFragment, unknown>;
export const ShopVariantFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShopVariantFields on ProductVariant {
  id
  sku
  price {
    ...MoneyFields
  }
  compareAtPrice {
    ...MoneyFields
  }
  image {
    ...ImageFields
  }
}
    fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}`, {"fragmentName":"ShopVariantFields"}) as unknown as TypedDocumentString<ShopVariantFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on Cart {
  id
  checkoutUrl
  totalQuantity
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    ...CartDiscountAllocationFields
  }
  cost {
    subtotalAmount {
      ...MoneyFields
    }
    totalAmount {
      ...MoneyFields
    }
    totalTaxAmount {
      ...MoneyFields
    }
  }
  lines(first: 100) {
    nodes {
      id
      quantity
      attributes {
        key
        value
      }
      discountAllocations {
        ...CartDiscountAllocationFields
      }
      cost {
        totalAmount {
          ...MoneyFields
        }
        amountPerQuantity {
          ...MoneyFields
        }
      }
      merchandise {
        ... on ProductVariant {
          ...ShopVariantFields
          product {
            title
            featuredImage {
              ...ImageFields
            }
            variants(first: 250) {
              nodes {
                sku
                compareAtPrice {
                  amount
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment CartDiscountAllocationFields on CartDiscountAllocation {
  discountedAmount {
    ...MoneyFields
  }
  ... on CartCodeDiscountAllocation {
    code
  }
}
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}
fragment ShopVariantFields on ProductVariant {
  id
  sku
  price {
    ...MoneyFields
  }
  compareAtPrice {
    ...MoneyFields
  }
  image {
    ...ImageFields
  }
}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const CartUserErrorFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartUserErrorFields on CartUserError {
  code
  field
  message
}
    `, {"fragmentName":"CartUserErrorFields"}) as unknown as TypedDocumentString<CartUserErrorFieldsFragment, unknown>;
export const CartWarningFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartWarningFields on CartWarning {
  code
  message
  target
}
    `, {"fragmentName":"CartWarningFields"}) as unknown as TypedDocumentString<CartWarningFieldsFragment, unknown>;
export const OrderAddressFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"OrderAddress"}) as unknown as TypedDocumentString<OrderAddressFragment, unknown>;
export const OrderLineVariantFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderLineVariantFields on ProductVariant {
  id
  sku
  image {
    ...ImageFields
  }
}
    fragment ImageFields on Image {
  url
  altText
}`, {"fragmentName":"OrderLineVariantFields"}) as unknown as TypedDocumentString<OrderLineVariantFieldsFragment, unknown>;
export const ProductBundlesDocument = new TypedDocumentString(`
    query ProductBundles($ids: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  nodes(ids: $ids) {
    ... on Product {
      id
      condition: metafield(namespace: "custom", key: "condition") {
        value
      }
      bundles: metafield(namespace: "custom", key: "bundles") {
        references(first: 100) {
          nodes {
            ... on Metaobject {
              id
              type
              discountName: field(key: "discount_name") {
                value
              }
              discountAmount: field(key: "discount_amount") {
                value
              }
              productVariants: field(key: "product_variants") {
                references(first: 100) {
                  nodes {
                    ... on ProductVariant {
                      ...ShopVariantFields
                      title
                      availableForSale
                      product {
                        id
                        title
                        handle
                        featuredImage {
                          ...ImageFields
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}
fragment ShopVariantFields on ProductVariant {
  id
  sku
  price {
    ...MoneyFields
  }
  compareAtPrice {
    ...MoneyFields
  }
  image {
    ...ImageFields
  }
}`) as unknown as TypedDocumentString<ProductBundlesQuery, ProductBundlesQueryVariables>;
export const CartLinesAddDocument = new TypedDocumentString(`
    mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartLinesAdd(cartId: $cartId, lines: $lines) {
    cart {
      ...CartFields
    }
    userErrors {
      ...CartUserErrorFields
    }
    warnings {
      ...CartWarningFields
    }
  }
}
    fragment CartDiscountAllocationFields on CartDiscountAllocation {
  discountedAmount {
    ...MoneyFields
  }
  ... on CartCodeDiscountAllocation {
    code
  }
}
fragment CartFields on Cart {
  id
  checkoutUrl
  totalQuantity
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    ...CartDiscountAllocationFields
  }
  cost {
    subtotalAmount {
      ...MoneyFields
    }
    totalAmount {
      ...MoneyFields
    }
    totalTaxAmount {
      ...MoneyFields
    }
  }
  lines(first: 100) {
    nodes {
      id
      quantity
      attributes {
        key
        value
      }
      discountAllocations {
        ...CartDiscountAllocationFields
      }
      cost {
        totalAmount {
          ...MoneyFields
        }
        amountPerQuantity {
          ...MoneyFields
        }
      }
      merchandise {
        ... on ProductVariant {
          ...ShopVariantFields
          product {
            title
            featuredImage {
              ...ImageFields
            }
            variants(first: 250) {
              nodes {
                sku
                compareAtPrice {
                  amount
                }
              }
            }
          }
        }
      }
    }
  }
}
fragment CartUserErrorFields on CartUserError {
  code
  field
  message
}
fragment CartWarningFields on CartWarning {
  code
  message
  target
}
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}
fragment ShopVariantFields on ProductVariant {
  id
  sku
  price {
    ...MoneyFields
  }
  compareAtPrice {
    ...MoneyFields
  }
  image {
    ...ImageFields
  }
}`) as unknown as TypedDocumentString<CartLinesAddMutation, CartLinesAddMutationVariables>;
export const CartCreateDocument = new TypedDocumentString(`
    mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartCreate(input: $input) {
    cart {
      ...CartFields
    }
    userErrors {
      ...CartUserErrorFields
    }
    warnings {
      ...CartWarningFields
    }
  }
}
    fragment CartDiscountAllocationFields on CartDiscountAllocation {
  discountedAmount {
    ...MoneyFields
  }
  ... on CartCodeDiscountAllocation {
    code
  }
}
fragment CartFields on Cart {
  id
  checkoutUrl
  totalQuantity
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    ...CartDiscountAllocationFields
  }
  cost {
    subtotalAmount {
      ...MoneyFields
    }
    totalAmount {
      ...MoneyFields
    }
    totalTaxAmount {
      ...MoneyFields
    }
  }
  lines(first: 100) {
    nodes {
      id
      quantity
      attributes {
        key
        value
      }
      discountAllocations {
        ...CartDiscountAllocationFields
      }
      cost {
        totalAmount {
          ...MoneyFields
        }
        amountPerQuantity {
          ...MoneyFields
        }
      }
      merchandise {
        ... on ProductVariant {
          ...ShopVariantFields
          product {
            title
            featuredImage {
              ...ImageFields
            }
            variants(first: 250) {
              nodes {
                sku
                compareAtPrice {
                  amount
                }
              }
            }
          }
        }
      }
    }
  }
}
fragment CartUserErrorFields on CartUserError {
  code
  field
  message
}
fragment CartWarningFields on CartWarning {
  code
  message
  target
}
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}
fragment ShopVariantFields on ProductVariant {
  id
  sku
  price {
    ...MoneyFields
  }
  compareAtPrice {
    ...MoneyFields
  }
  image {
    ...ImageFields
  }
}`) as unknown as TypedDocumentString<CartCreateMutation, CartCreateMutationVariables>;
export const CartBundleCodeDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CartBundleCodeQuery, CartBundleCodeQueryVariables>;
export const CartDocument = new TypedDocumentString(`
    query Cart($cartId: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cart(id: $cartId) {
    ...CartFields
  }
}
    fragment CartDiscountAllocationFields on CartDiscountAllocation {
  discountedAmount {
    ...MoneyFields
  }
  ... on CartCodeDiscountAllocation {
    code
  }
}
fragment CartFields on Cart {
  id
  checkoutUrl
  totalQuantity
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    ...CartDiscountAllocationFields
  }
  cost {
    subtotalAmount {
      ...MoneyFields
    }
    totalAmount {
      ...MoneyFields
    }
    totalTaxAmount {
      ...MoneyFields
    }
  }
  lines(first: 100) {
    nodes {
      id
      quantity
      attributes {
        key
        value
      }
      discountAllocations {
        ...CartDiscountAllocationFields
      }
      cost {
        totalAmount {
          ...MoneyFields
        }
        amountPerQuantity {
          ...MoneyFields
        }
      }
      merchandise {
        ... on ProductVariant {
          ...ShopVariantFields
          product {
            title
            featuredImage {
              ...ImageFields
            }
            variants(first: 250) {
              nodes {
                sku
                compareAtPrice {
                  amount
                }
              }
            }
          }
        }
      }
    }
  }
}
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}
fragment ShopVariantFields on ProductVariant {
  id
  sku
  price {
    ...MoneyFields
  }
  compareAtPrice {
    ...MoneyFields
  }
  image {
    ...ImageFields
  }
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const CartLinesRemoveDocument = new TypedDocumentString(`
    mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
    cart {
      ...CartFields
    }
    userErrors {
      ...CartUserErrorFields
    }
    warnings {
      ...CartWarningFields
    }
  }
}
    fragment CartDiscountAllocationFields on CartDiscountAllocation {
  discountedAmount {
    ...MoneyFields
  }
  ... on CartCodeDiscountAllocation {
    code
  }
}
fragment CartFields on Cart {
  id
  checkoutUrl
  totalQuantity
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    ...CartDiscountAllocationFields
  }
  cost {
    subtotalAmount {
      ...MoneyFields
    }
    totalAmount {
      ...MoneyFields
    }
    totalTaxAmount {
      ...MoneyFields
    }
  }
  lines(first: 100) {
    nodes {
      id
      quantity
      attributes {
        key
        value
      }
      discountAllocations {
        ...CartDiscountAllocationFields
      }
      cost {
        totalAmount {
          ...MoneyFields
        }
        amountPerQuantity {
          ...MoneyFields
        }
      }
      merchandise {
        ... on ProductVariant {
          ...ShopVariantFields
          product {
            title
            featuredImage {
              ...ImageFields
            }
            variants(first: 250) {
              nodes {
                sku
                compareAtPrice {
                  amount
                }
              }
            }
          }
        }
      }
    }
  }
}
fragment CartUserErrorFields on CartUserError {
  code
  field
  message
}
fragment CartWarningFields on CartWarning {
  code
  message
  target
}
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}
fragment ShopVariantFields on ProductVariant {
  id
  sku
  price {
    ...MoneyFields
  }
  compareAtPrice {
    ...MoneyFields
  }
  image {
    ...ImageFields
  }
}`) as unknown as TypedDocumentString<CartLinesRemoveMutation, CartLinesRemoveMutationVariables>;
export const CartDiscountCodesUpdateDocument = new TypedDocumentString(`
    mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
    cart {
      ...CartFields
    }
    userErrors {
      ...CartUserErrorFields
    }
    warnings {
      ...CartWarningFields
    }
  }
}
    fragment CartDiscountAllocationFields on CartDiscountAllocation {
  discountedAmount {
    ...MoneyFields
  }
  ... on CartCodeDiscountAllocation {
    code
  }
}
fragment CartFields on Cart {
  id
  checkoutUrl
  totalQuantity
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    ...CartDiscountAllocationFields
  }
  cost {
    subtotalAmount {
      ...MoneyFields
    }
    totalAmount {
      ...MoneyFields
    }
    totalTaxAmount {
      ...MoneyFields
    }
  }
  lines(first: 100) {
    nodes {
      id
      quantity
      attributes {
        key
        value
      }
      discountAllocations {
        ...CartDiscountAllocationFields
      }
      cost {
        totalAmount {
          ...MoneyFields
        }
        amountPerQuantity {
          ...MoneyFields
        }
      }
      merchandise {
        ... on ProductVariant {
          ...ShopVariantFields
          product {
            title
            featuredImage {
              ...ImageFields
            }
            variants(first: 250) {
              nodes {
                sku
                compareAtPrice {
                  amount
                }
              }
            }
          }
        }
      }
    }
  }
}
fragment CartUserErrorFields on CartUserError {
  code
  field
  message
}
fragment CartWarningFields on CartWarning {
  code
  message
  target
}
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}
fragment ShopVariantFields on ProductVariant {
  id
  sku
  price {
    ...MoneyFields
  }
  compareAtPrice {
    ...MoneyFields
  }
  image {
    ...ImageFields
  }
}`) as unknown as TypedDocumentString<CartDiscountCodesUpdateMutation, CartDiscountCodesUpdateMutationVariables>;
export const CartLinesUpdateDocument = new TypedDocumentString(`
    mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartLinesUpdate(cartId: $cartId, lines: $lines) {
    cart {
      ...CartFields
    }
    userErrors {
      ...CartUserErrorFields
    }
    warnings {
      ...CartWarningFields
    }
  }
}
    fragment CartDiscountAllocationFields on CartDiscountAllocation {
  discountedAmount {
    ...MoneyFields
  }
  ... on CartCodeDiscountAllocation {
    code
  }
}
fragment CartFields on Cart {
  id
  checkoutUrl
  totalQuantity
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    ...CartDiscountAllocationFields
  }
  cost {
    subtotalAmount {
      ...MoneyFields
    }
    totalAmount {
      ...MoneyFields
    }
    totalTaxAmount {
      ...MoneyFields
    }
  }
  lines(first: 100) {
    nodes {
      id
      quantity
      attributes {
        key
        value
      }
      discountAllocations {
        ...CartDiscountAllocationFields
      }
      cost {
        totalAmount {
          ...MoneyFields
        }
        amountPerQuantity {
          ...MoneyFields
        }
      }
      merchandise {
        ... on ProductVariant {
          ...ShopVariantFields
          product {
            title
            featuredImage {
              ...ImageFields
            }
            variants(first: 250) {
              nodes {
                sku
                compareAtPrice {
                  amount
                }
              }
            }
          }
        }
      }
    }
  }
}
fragment CartUserErrorFields on CartUserError {
  code
  field
  message
}
fragment CartWarningFields on CartWarning {
  code
  message
  target
}
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}
fragment ShopVariantFields on ProductVariant {
  id
  sku
  price {
    ...MoneyFields
  }
  compareAtPrice {
    ...MoneyFields
  }
  image {
    ...ImageFields
  }
}`) as unknown as TypedDocumentString<CartLinesUpdateMutation, CartLinesUpdateMutationVariables>;
export const ProductOffersDocument = new TypedDocumentString(`
    query ProductOffers($ids: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  nodes(ids: $ids) {
    ... on Product {
      id
      handle
      title
      featuredImage {
        url
        altText
        width
        height
      }
      condition: metafield(namespace: "custom", key: "condition") {
        value
      }
      deliveryTime: metafield(namespace: "custom", key: "delivery_time") {
        value
      }
      variants(first: 1) {
        nodes {
          ...ShopVariantFields
          title
          availableForSale
          currentlyNotInStock
          quantityAvailable
        }
      }
    }
  }
}
    fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}
fragment ShopVariantFields on ProductVariant {
  id
  sku
  price {
    ...MoneyFields
  }
  compareAtPrice {
    ...MoneyFields
  }
  image {
    ...ImageFields
  }
}`) as unknown as TypedDocumentString<ProductOffersQuery, ProductOffersQueryVariables>;
export const CustomerAccessTokenCreateWithMultipassDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CustomerAccessTokenCreateWithMultipassMutation, CustomerAccessTokenCreateWithMultipassMutationVariables>;
export const CustomerOrderDocument = new TypedDocumentString(`
    query CustomerOrder($customerAccessToken: String!, $query: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: 1, query: $query) {
      nodes {
        id
        orderNumber
        processedAt
        financialStatus
        fulfillmentStatus
        totalPrice {
          ...MoneyFields
        }
        totalTax {
          ...MoneyFields
        }
        subtotalPrice {
          ...MoneyFields
        }
        currentSubtotalPrice {
          ...MoneyFields
        }
        totalShippingPrice {
          ...MoneyFields
        }
        originalTotalPrice {
          ...MoneyFields
        }
        billingAddress {
          ...OrderAddress
        }
        shippingAddress {
          ...OrderAddress
        }
        lineItems(first: 250) {
          nodes {
            title
            currentQuantity
            quantity
            originalTotalPrice {
              ...MoneyFields
            }
            discountedTotalPrice {
              ...MoneyFields
            }
            variant {
              ...OrderLineVariantFields
            }
          }
        }
      }
    }
  }
}
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
fragment OrderLineVariantFields on ProductVariant {
  id
  sku
  image {
    ...ImageFields
  }
}
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}`) as unknown as TypedDocumentString<CustomerOrderQuery, CustomerOrderQueryVariables>;
export const CustomerOrdersDocument = new TypedDocumentString(`
    query CustomerOrders($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: 250) {
      totalCount
      nodes {
        id
        orderNumber
        processedAt
        financialStatus
        fulfillmentStatus
        totalPrice {
          ...MoneyFields
        }
        lineItems(first: 250) {
          nodes {
            title
            quantity
            originalTotalPrice {
              ...MoneyFields
            }
            variant {
              ...OrderLineVariantFields
            }
          }
        }
      }
    }
  }
}
    fragment OrderLineVariantFields on ProductVariant {
  id
  sku
  image {
    ...ImageFields
  }
}
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}
fragment ImageFields on Image {
  url
  altText
}`) as unknown as TypedDocumentString<CustomerOrdersQuery, CustomerOrdersQueryVariables>;