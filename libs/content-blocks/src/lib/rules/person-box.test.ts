import { describe, expect, it } from 'vitest';
import { personBoxAction, personSnapshot, workFormHref, type PersonBoxPerson } from './person-box';

const person: PersonBoxPerson = {
  id: 'p1',
  teaserTitle: 'Your sales contact',
  firstName: 'Anna',
  lastName: 'Muster',
  name: 'Anna Muster',
  description: 'Hot air tools for Central Switzerland',
  picture: { src: '/-/media/anna.svg', alt: 'Anna Muster' },
  email: 'anna.muster@example.com',
  phone: '+41 44 123 45 67',
  callToAction: 'Contact Anna',
  workFormUrl: '/contact/get-a-quote',
  salesPoint: '5a1e5000-0000-4000-8000-000000000002',
};

describe('personBoxAction (spec §2: a work form button instead of the links)', () => {
  it('shows the work form button with a call-to-action, a work form URL and a sales point', () =>
    expect(personBoxAction(person)).toBe('work-form'));
  it.each([
    ['no call-to-action', { callToAction: ' ' }],
    ['no work form URL', { workFormUrl: '' }],
    ['no sales point', { salesPoint: '' }],
  ])('shows the phone and mail links with %s', (_case, change) => expect(personBoxAction({ ...person, ...change })).toBe('links'));
});

describe('personSnapshot (what a click stores)', () => {
  it('keeps the card fields and a usable e-mail', () =>
    expect(personSnapshot(person)).toMatchObject({
      id: 'p1',
      kind: 'person',
      category: 'Your sales contact',
      name: 'Anna Muster',
      email: 'anna.muster@example.com',
      workFormUrl: '/contact/get-a-quote',
    }));
  it('ignores an e-mail with none or several @ (spec §4)', () => {
    expect(personSnapshot({ ...person, email: 'anna.example.com' }).email).toBe('');
    expect(personSnapshot({ ...person, email: 'a@b@example.com' }).email).toBe('');
  });
  it('keeps only site-relative work form URLs', () => {
    expect(workFormHref('https://evil.example/form')).toBe('');
    expect(workFormHref('//evil.example')).toBe('');
    expect(workFormHref(' /contact/product-support ')).toBe('/contact/product-support');
  });
});
