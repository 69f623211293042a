import { describe, expect, it } from 'vitest';
import { BROWSER_CONTENT_OPERATIONS, allowedContentRequest } from './browser-operations';
import { CONTACT_DETAILS_QUERY, CONTACT_LIST_QUERY } from './contacts-query';

const CONTACT = '{6F1D2C3A-0000-4000-8000-000000000001}';

describe('allowedContentRequest (issue 23: the browser-facing content GraphQL proxy runs only our operations)', () => {
  it('lets a listed operation through with its own document and well-formed variables', () => {
    const body = { operationName: 'ContactDetails', query: CONTACT_DETAILS_QUERY.toString(), variables: { id: CONTACT, language: 'de' } };
    expect(allowedContentRequest(body)).toEqual(body);
    expect(
      allowedContentRequest({
        operationName: 'ContactList',
        query: CONTACT_LIST_QUERY.toString(),
        variables: { folder: CONTACT.slice(1, -1), language: 'fr-CH' },
      }),
    ).not.toBeNull();
  });

  it('refuses any other query, even under a listed name', () => {
    expect(allowedContentRequest({ query: '{ item(path: "/members") { displayName } }' })).toBeNull();
    expect(
      allowedContentRequest({
        operationName: 'ContactDetails',
        query: 'query ContactDetails { item(path: "/members", language: "en") { displayName } }',
        variables: {},
      }),
    ).toBeNull();
    expect(
      allowedContentRequest({
        operationName: 'Members',
        query: CONTACT_DETAILS_QUERY.toString(),
        variables: { id: CONTACT, language: 'en' },
      }),
    ).toBeNull();
    expect(allowedContentRequest({ operationName: 'toString', query: CONTACT_DETAILS_QUERY.toString() })).toBeNull();
  });

  it('refuses a listed operation pointed at a path, with extra variables or keys, or of another shape', () => {
    const query = CONTACT_DETAILS_QUERY.toString();
    expect(allowedContentRequest({ operationName: 'ContactDetails', query, variables: { id: '/members', language: 'en' } })).toBeNull();
    expect(
      allowedContentRequest({ operationName: 'ContactDetails', query, variables: { id: CONTACT, language: 'en', extra: 1 } }),
    ).toBeNull();
    expect(allowedContentRequest({ operationName: 'ContactDetails', query, variables: { id: CONTACT, language: 'en"' } })).toBeNull();
    expect(
      allowedContentRequest({ operationName: 'ContactDetails', query, variables: { id: CONTACT, language: 'en' }, extensions: {} }),
    ).toBeNull();
    for (const body of [null, 'ContactDetails', [], 42]) expect(allowedContentRequest(body)).toBeNull();
  });

  it('lists every document the browser sends, under its own operation name', () => {
    for (const [name, operation] of Object.entries(BROWSER_CONTENT_OPERATIONS))
      expect(operation.query).toMatch(new RegExp(`query ${name}\\b`));
  });
});
