import { describe, expect, it } from 'vitest';
import { LISTERS } from '@mbw/search-data-access';
import { placedListerOf } from '../server/lister-load';
import { listerSearch, readValueParam } from './lister-url';

describe('the content listers’ URL and blocks (spec discovery §2, §4)', () => {
  it('keeps the jobs lister’s company tab beside the query and the filters', () => {
    const state = { query: 'engineer', company: 'International', selection: { workload: ['80%'] } };
    expect(listerSearch(state, LISTERS.jobs.facets)).toBe('?q=engineer&company=International&f-workload=80%25');
    expect(listerSearch({ query: '', selection: {} }, LISTERS.jobs.facets)).toBe('');
  });

  it('reads one sensible company from the URL', () => {
    expect(readValueParam(new URLSearchParams('company=%20Kestrel%20Sensor%20'), 'company')).toBe('Kestrel Sensor');
    expect(readValueParam(new URLSearchParams('company='), 'company')).toBeUndefined();
    expect(readValueParam(new URLSearchParams(`company=${'x'.repeat(201)}`), 'company')).toBeUndefined();
  });

  it('keeps the accessories lister’s chosen product (§5), read like the company', () => {
    const state = { query: '', compatible: 'BLAZE PLUS', selection: { 'accessory-category': ['Nozzles'] } };
    expect(listerSearch(state, LISTERS.accessories.facets)).toBe('?compatible=BLAZE+PLUS&f-accessory-category=Nozzles');
    expect(readValueParam(new URLSearchParams('compatible=BLAZE%20PLUS'), 'compatible')).toBe('BLAZE PLUS');
  });

  it('places the events, jobs and stories/jobs listers by their blocks', () => {
    expect(placedListerOf({ componentName: 'EventsLister' })).toEqual({ lister: 'events' });
    expect(placedListerOf({ componentName: 'JobsLister', params: { family: 'heat-guns' } })).toEqual({ lister: 'jobs' });
    expect(placedListerOf({ componentName: 'StoriesLister' })).toEqual({ lister: 'stories' });
    expect(placedListerOf({ componentName: 'toString' })).toBeNull();
  });
});
