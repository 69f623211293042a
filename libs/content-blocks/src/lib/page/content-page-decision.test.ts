import { ANONYMOUS_VIEWER, type Viewer } from '@mbw/account-data-access';
import { UpstreamError, type LayoutResult, type RouteData } from '@mbw/api-clients';
import { describe, expect, it } from 'vitest';
import { decidePage, shouldFetchNotFoundItem } from './content-page-decision';

const anonymous = ANONYMOUS_VIEWER;
const signedIn: Viewer = { ...ANONYMOUS_VIEWER, userName: 'anna.keller@example.com', lastName: 'Keller' };

const route: RouteData = { name: 'company', templateName: 'ContentPage', placeholders: {} };
const restricted: RouteData = { ...route, fields: { 'Is Page User Restricted': { value: true } } };
const found = (r: RouteData, pageEditing = false): LayoutResult => ({ kind: 'found', route: r, context: { pageEditing } });

describe('decidePage (spec discovery §2, §7, §8)', () => {
  it('renders a found, unrestricted page', () => {
    expect(decidePage(found(route), anonymous)).toEqual({ kind: 'render', route });
  });

  it('sends anonymous visitors of a restricted page home', () => {
    expect(decidePage(found(restricted), anonymous)).toEqual({ kind: 'redirect-home' });
  });

  it('renders a restricted page for a signed-in user and in editor mode', () => {
    expect(decidePage(found(restricted), signedIn)).toEqual({ kind: 'render', route: restricted });
    expect(decidePage(found(restricted, true), anonymous)).toEqual({ kind: 'render', route: restricted });
  });

  it('treats a missing route as not found', () => {
    expect(decidePage({ kind: 'not-found', context: null }, anonymous)).toEqual({ kind: 'not-found', notFoundRoute: null, error: null });
  });

  it('treats layout errors as not found, keeping the error for the log', () => {
    const error = new UpstreamError('layout', 'http', 'GET /x', 500);
    expect(decidePage({ kind: 'error', error }, anonymous)).toEqual({ kind: 'not-found', notFoundRoute: null, error });
  });

  it('answers the 404 item itself as not found, with its content', () => {
    const item = { ...route, name: '404', templateName: 'NotFoundPage' };
    expect(decidePage(found(item), anonymous)).toEqual({ kind: 'not-found', notFoundRoute: item, error: null });
  });
});

describe('shouldFetchNotFoundItem', () => {
  const notFound = (error: UpstreamError | null) => ({ kind: 'not-found' as const, notFoundRoute: null, error });

  it('fetches the 404 item after a plain miss or an HTTP error', () => {
    expect(shouldFetchNotFoundItem(notFound(null))).toBe(true);
    expect(shouldFetchNotFoundItem(notFound(new UpstreamError('layout', 'http', 'x', 500)))).toBe(true);
    expect(shouldFetchNotFoundItem(notFound(new UpstreamError('layout', 'invalid-response', 'x')))).toBe(true);
  });

  it('does not wait on a service that timed out or is down, nor refetch a 404 item it has', () => {
    expect(shouldFetchNotFoundItem(notFound(new UpstreamError('layout', 'timeout', 'x')))).toBe(false);
    expect(shouldFetchNotFoundItem(notFound(new UpstreamError('layout', 'network', 'x')))).toBe(false);
    expect(shouldFetchNotFoundItem({ kind: 'not-found', notFoundRoute: { name: '404', placeholders: {} }, error: null })).toBe(false);
  });
});
