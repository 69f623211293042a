import { usableEmail, type ContactSnapshot } from '@mbw/util';

/** One person of a person holder box as the block reads it (spec discovery §2 "Person box"). */
export interface PersonBoxPerson {
  id: string;
  teaserTitle: string;
  firstName: string;
  lastName: string;
  /** First and last name, else the item's Name field. */
  name: string;
  description: string;
  picture: { src: string; alt: string } | null;
  email: string;
  phone: string;
  callToAction: string;
  /** Site-relative work form page ('' when none or not site-relative). */
  workFormUrl: string;
  /** The person's sales point (item id). */
  salesPoint: string;
}

/**
 * Spec discovery §2: "if a call-to-action, a work-form URL and a sales point exist, a button to the
 * work form is shown instead" of the phone and mail links.
 */
export function personBoxAction(person: Pick<PersonBoxPerson, 'callToAction' | 'workFormUrl' | 'salesPoint'>): 'work-form' | 'links' {
  return person.callToAction.trim() && person.workFormUrl.trim() && person.salesPoint.trim() ? 'work-form' : 'links';
}

/** The work form URL as a link: site-relative only ('/…', not '//…'). */
export function workFormHref(value: string): string {
  const href = value.trim();
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\') ? href : '';
}

/** What a click stores (spec §2 "Clicking stores the person data"): the contact-info panel shows this person. */
export function personSnapshot(person: PersonBoxPerson): ContactSnapshot {
  return {
    id: person.id,
    kind: 'person',
    category: person.teaserTitle,
    name: person.name,
    addressLines: [],
    phone: person.phone,
    fax: '',
    email: usableEmail(person.email),
    website: '',
    description: person.description,
    picture: person.picture,
    workFormUrl: workFormHref(person.workFormUrl),
  };
}
