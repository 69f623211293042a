import { CONTACT_FORMS_STORAGE_KEY } from './contact-forms-storage';
/**
 * The contact forms state (spec discovery §3 "Contact forms state", §4 "Contact page", issue 28):
 * what the contact pages, the person boxes and the header's contact links share in the browser.
 * Kept in sessionStorage under one key (docs/decisions/contact-info-panel.md): a choice lives for
 * the visit in this tab, the server never needs it, and nothing of it outlives the tab.
 * The rules here are pure and unit-tested; the storage functions never throw.
 */

/** One contact as the contact-info panel shows it: a chosen point, a stored person or the country default. */
export interface ContactSnapshot {
  id: string;
  kind: 'point' | 'person';
  /** Partner kind (points) or teaser title (persons). */
  category: string;
  name: string;
  addressLines: string[];
  phone: string;
  fax: string;
  /** Exactly one @, else '' (spec §4: such an e-mail is ignored). */
  email: string;
  website: string;
  description: string;
  picture: { src: string; alt: string } | null;
  /** The person's work form (spec §2 person box), site-relative. */
  workFormUrl: string;
}

export interface CareerFormData {
  title: string;
  location: string;
  workload: string;
  country: string;
  picture: string;
  label: string;
}

export interface ContactFormsState {
  currentInfoPointId: string;
  currentInfoPointEmail: string;
  isOptOut: boolean;
  currentInfoSalesEmail: string;
  currentInfoSalesPageId: string;
  isContactChangeActive: boolean;
  savedContactRelativePath: string;
  lastActiveFormTitle: string;
  careerFormData: CareerFormData | null;
  jobInfoHidden: boolean;
  dropdownForms: Array<{ title: string; link: string; form: string }>;
  /** The chosen contact point's card (a reload shows it without asking the server again). */
  contactPoint: ContactSnapshot | null;
  /** The person stored by a person box click. */
  person: ContactSnapshot | null;
  /** What the quote and support forms carry between pages; the clean-up rule clears them. */
  quoteLink: string;
  productQuoteData: string;
  wishlistName: string;
  deviceInfo: string;
}

export const EMPTY_CONTACT_FORMS_STATE: ContactFormsState = {
  currentInfoPointId: '',
  currentInfoPointEmail: '',
  isOptOut: false,
  currentInfoSalesEmail: '',
  currentInfoSalesPageId: '',
  isContactChangeActive: false,
  savedContactRelativePath: '',
  lastActiveFormTitle: '',
  careerFormData: null,
  jobInfoHidden: false,
  dropdownForms: [],
  contactPoint: null,
  person: null,
  quoteLink: '',
  productQuoteData: '',
  wishlistName: '',
  deviceInfo: '',
};

/** Spec discovery §4: an e-mail with none or more than one @ is ignored (''); otherwise the trimmed address. */
export function usableEmail(value: string | null | undefined): string {
  const email = (value ?? '').trim();
  return email.split('@').length === 2 ? email : '';
}

export type ContactSource = 'person' | 'point' | 'country-default' | 'none';

/**
 * Spec discovery §4 "Contact page": the selected contact comes from a stored person, else a chosen
 * contact point, else the page's country default.
 */
export function selectContact(choices: {
  person: ContactSnapshot | null;
  chosenPoint: ContactSnapshot | null;
  countryDefault: ContactSnapshot | null;
}): { source: ContactSource; contact: ContactSnapshot | null } {
  if (choices.person) return { source: 'person', contact: choices.person };
  if (choices.chosenPoint) return { source: 'point', contact: choices.chosenPoint };
  if (choices.countryDefault) return { source: 'country-default', contact: choices.countryDefault };
  return { source: 'none', contact: null };
}

/**
 * Spec discovery §4: leaving a contact page clears the quote link, product quote data, wishlist
 * name and device info unless the visitor came through the change-contact action; it always
 * clears the career and job data.
 */
export function cleanUpOnLeave(state: ContactFormsState): ContactFormsState {
  const always = { ...state, careerFormData: null, jobInfoHidden: false };
  if (state.isContactChangeActive) return always;
  return { ...always, quoteLink: '', productQuoteData: '', wishlistName: '', deviceInfo: '' };
}

/** Spec discovery §2 (header top info links): a 'contact' link forgets the stored contact point and person. */
export function withoutStoredContact(state: ContactFormsState): ContactFormsState {
  return {
    ...state,
    contactPoint: null,
    person: null,
    currentInfoPointId: '',
    currentInfoPointEmail: '',
    isOptOut: false,
    currentInfoSalesEmail: '',
    currentInfoSalesPageId: '',
  };
}

/** The state with `point` as the chosen contact (the dialog, the map's contact button, `?contactPoint=`). */
export function withChosenPoint(state: ContactFormsState, point: ContactSnapshot, optOut = false): ContactFormsState {
  return {
    ...state,
    person: null,
    contactPoint: point,
    currentInfoPointId: point.id,
    currentInfoPointEmail: usableEmail(point.email),
    isOptOut: optOut,
  };
}

/** The state after a person box click: the person wins (spec §4) and their sales point becomes the info point. */
export function withPerson(state: ContactFormsState, person: ContactSnapshot, salesPageId: string): ContactFormsState {
  return {
    ...state,
    person,
    currentInfoSalesEmail: usableEmail(person.email),
    currentInfoSalesPageId: salesPageId,
  };
}

const MAX_STORED_LENGTH = 20_000;

const text = (value: unknown, max = 500): string => (typeof value === 'string' ? value.slice(0, max) : '');

function snapshotOf(value: unknown): ContactSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = text(record['id'], 100);
  const name = text(record['name'], 200);
  if (!id || !name) return null;
  const picture = record['picture'] as Record<string, unknown> | null | undefined;
  const src = typeof picture === 'object' && picture !== null ? text(picture['src'], 1000) : '';
  return {
    id,
    kind: record['kind'] === 'person' ? 'person' : 'point',
    category: text(record['category'], 200),
    name,
    addressLines: Array.isArray(record['addressLines'])
      ? record['addressLines']
          .filter((line): line is string => typeof line === 'string')
          .slice(0, 6)
          .map((line) => line.slice(0, 200))
      : [],
    phone: text(record['phone'], 60),
    fax: text(record['fax'], 60),
    email: usableEmail(text(record['email'], 254)),
    website: text(record['website'], 1000),
    description: text(record['description'], 2000),
    picture: src.startsWith('/') || src.startsWith('https://') ? { src, alt: text(picture?.['alt'], 200) } : null,
    workFormUrl: text(record['workFormUrl'], 1000),
  };
}

/** Reads a stored value leniently: whatever the storage holds (bad JSON, wrong types) gives a valid state. */
export function parseContactFormsState(raw: string | null): ContactFormsState {
  if (!raw || raw.length > MAX_STORED_LENGTH) return EMPTY_CONTACT_FORMS_STATE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_CONTACT_FORMS_STATE;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY_CONTACT_FORMS_STATE;
  const record = value as Record<string, unknown>;
  const career = record['careerFormData'] as Record<string, unknown> | null | undefined;
  return {
    currentInfoPointId: text(record['currentInfoPointId'], 100),
    currentInfoPointEmail: usableEmail(text(record['currentInfoPointEmail'], 254)),
    isOptOut: record['isOptOut'] === true,
    currentInfoSalesEmail: usableEmail(text(record['currentInfoSalesEmail'], 254)),
    currentInfoSalesPageId: text(record['currentInfoSalesPageId'], 100),
    isContactChangeActive: record['isContactChangeActive'] === true,
    savedContactRelativePath: ownRelativePath(text(record['savedContactRelativePath'], 1000)),
    lastActiveFormTitle: text(record['lastActiveFormTitle'], 200),
    careerFormData:
      typeof career === 'object' && career !== null
        ? {
            title: text(career['title']),
            location: text(career['location']),
            workload: text(career['workload']),
            country: text(career['country']),
            picture: text(career['picture']),
            label: text(career['label']),
          }
        : null,
    jobInfoHidden: record['jobInfoHidden'] === true,
    dropdownForms: Array.isArray(record['dropdownForms'])
      ? record['dropdownForms'].slice(0, 20).flatMap((item: unknown) => {
          if (typeof item !== 'object' || item === null) return [];
          const form = item as Record<string, unknown>;
          return [{ title: text(form['title'], 200), link: ownRelativePath(text(form['link'], 1000)), form: text(form['form'], 100) }];
        })
      : [],
    contactPoint: snapshotOf(record['contactPoint']),
    person: snapshotOf(record['person']),
    quoteLink: ownRelativePath(text(record['quoteLink'], 1000)),
    productQuoteData: text(record['productQuoteData'], 4000),
    wishlistName: text(record['wishlistName'], 200),
    deviceInfo: text(record['deviceInfo'], 2000),
  };
}

/** A site-relative path ('/…', not '//…'), else '' (a stored return path never leads off the site). */
export function ownRelativePath(value: string): string {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '';
}

/** The stored state; the empty state on the server or when storage is unavailable. */
export function readContactFormsState(): ContactFormsState {
  try {
    return parseContactFormsState(window.sessionStorage.getItem(CONTACT_FORMS_STORAGE_KEY));
  } catch {
    return EMPTY_CONTACT_FORMS_STATE;
  }
}

export function writeContactFormsState(state: ContactFormsState): void {
  try {
    window.sessionStorage.setItem(CONTACT_FORMS_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage may be unavailable (private mode, quota): the choice then lasts for this page only.
  }
}

/** Applies `change` to the stored state and stores the result. */
export function updateContactFormsState(change: (state: ContactFormsState) => ContactFormsState): ContactFormsState {
  const next = change(readContactFormsState());
  writeContactFormsState(next);
  return next;
}
