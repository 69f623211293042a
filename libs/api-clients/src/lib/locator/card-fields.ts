import type { ContactPoint } from './contact-points';

/**
 * What a contact card shows (spec discovery §2 "Points list"): category, optional provider in
 * brackets, company name, address (street, number, zip, city, country), phone, fax, mail, website,
 * shop, a how-to-find-us link, a details link and a contact button. Empty fields are left out;
 * links from the content system are used only when they are http(s) or site-relative (a
 * `javascript:` URL in the data never becomes a link).
 */
export interface ContactCardFields {
  category: string;
  provider: string;
  companyName: string;
  addressLines: string[];
  phone: { text: string; href: string } | null;
  fax: string;
  email: { text: string; href: string } | null;
  website: string | null;
  shop: string | null;
  howToFindUs: string | null;
  details: string | null;
  contactItems: Array<{ name: string; href: string }>;
}

/** An http(s) URL or a site-relative path; anything else (javascript:, data:, //host) is no link. */
export function safeHref(value: string): string | null {
  const href = value.trim();
  if (href === '') return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** `tel:` keeps the leading + and the digits. */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/[^+\d]/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** A mail address with exactly one @ and a dot after it; anything else is shown as text only. */
export function mailHref(email: string): string | null {
  const address = email.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address) ? `mailto:${address}` : null;
}

const joined = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

export function contactCardFields(point: ContactPoint): ContactCardFields {
  const phone = point.phone.trim();
  const email = point.email.trim();
  const phoneLink = phoneHref(phone);
  const mailLink = mailHref(email);
  return {
    category: point.kindOfPartner.name.trim(),
    provider: point.solutionProvider
      .map((provider) => provider.name.trim())
      .filter(Boolean)
      .join(', '),
    companyName: point.companyName.trim() || point.name.trim(),
    addressLines: [
      joined(point.street, point.streetNumber),
      point.streetAddendum.trim(),
      joined(point.zipCode, point.city),
      point.country.trim(),
    ].filter(Boolean),
    phone: phone ? { text: phone, href: phoneLink ?? '' } : null,
    fax: point.fax.trim(),
    email: email ? { text: email, href: mailLink ?? '' } : null,
    website: safeHref(point.website1),
    shop: safeHref(point.shop1),
    howToFindUs: safeHref(point.howToFindUs),
    details: safeHref(point.pageSelection),
    contactItems: point.contactPageItems.flatMap((item) => {
      const href = safeHref(item.link);
      return href && item.name.trim() ? [{ name: item.name.trim(), href }] : [];
    }),
  };
}
