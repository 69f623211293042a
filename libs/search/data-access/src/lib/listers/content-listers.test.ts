import { describe, expect, it } from 'vitest';
import { groupValues, prepareSearchBody } from '../engine/group-by';
import {
  amsterdamQueryDate,
  CONTENT_LISTERS,
  contentListerExpression,
  EVENTS_LISTER,
  JOBS_LISTER,
  STORIES_LISTER,
} from './content-listers';
import { JOB_COMPANY_GROUP_BY } from './job-company-tabs';
import { LISTERS } from './lister-definitions';
import { fieldIn, listerRestriction } from './lister-restriction';

describe('content listers (spec discovery §2, §7, §9)', () => {
  it('are listers a block can place, each on its own pipeline and the brand hub of its page type', () => {
    expect(LISTERS.events).toBe(EVENTS_LISTER);
    expect(Object.values(CONTENT_LISTERS).map((lister) => [lister.pipeline, lister.hub, lister.siteHub])).toEqual([
      ['Events', null, 'events'],
      ['Careers', null, 'careers'],
      ['Stories', null, 'stories'],
    ]);
  });

  it('sort the event date facet by the number after the pipe and the work load by percentage', () => {
    expect(EVENTS_LISTER.facets[0]).toMatchObject({ field: 'eventmonth', sort: 'eventMonth' });
    expect(JOBS_LISTER.facets[0]).toMatchObject({ field: 'workload', sort: 'workload' });
    expect(STORIES_LISTER.facets.map((facet) => facet.field)).toEqual(['category', 'region']);
  });

  it('list stories and jobs together on the stories/jobs page', () => {
    expect(listerRestriction({ template: STORIES_LISTER.template, tenant: 't', source: 's', language: 'en' })).toBe(
      '(@herotemplatename==("Story","Job")) AND (@tenant=="t") AND (@source=="s") AND (@language=="en") AND (@isphasedout==false) AND (@isprelaunch==false)',
    );
    expect(fieldIn('herotemplatename', ['Job'])).toBe('@herotemplatename=="Job"');
  });

  it('keep events that end today or later, today in Amsterdam', () => {
    // 23:30 UTC on 30 November is already 1 December in Amsterdam.
    const now = new Date('2026-11-30T23:30:00Z');
    expect(amsterdamQueryDate(now)).toBe('2026/12/01');
    expect(contentListerExpression(EVENTS_LISTER, { now })).toBe('@eventenddate>=2026/12/01');
  });

  it("restrict the jobs to the company tab's, and nothing else to a company", () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(contentListerExpression(JOBS_LISTER, { now, company: 'Kestrel "Sensor"' })).toBe('@company=="Kestrel Sensor"');
    expect(contentListerExpression(JOBS_LISTER, { now })).toBe('');
    expect(contentListerExpression(STORIES_LISTER, { now, company: 'International' })).toBe('');
  });

  it("count the company tabs on the query without the tab's restriction", () => {
    const body = JSON.parse(
      prepareSearchBody('{"q":"engineer"}', 'search', '(@x) AND (@company=="International")', [
        { ...JOB_COMPANY_GROUP_BY, constantQueryOverride: '@x' },
      ]),
    );
    expect(body.cq).toBe('(@x) AND (@company=="International")');
    expect(body.groupBy).toEqual([
      expect.objectContaining({ field: '@herotemplatename' }),
      { field: '@company', maxNumberOfValues: 20, injectionDepth: 10_000, constantQueryOverride: '@x' },
    ]);
  });

  it('reads the company group-by of an answer beside the hero template one', () => {
    const response = {
      groupByResults: [
        { field: 'herotemplatename', values: [{ value: 'Job', numberOfResults: 24 }] },
        { field: 'company', values: [{ value: 'International', numberOfResults: 6 }] },
      ],
    };
    expect(groupValues(response, '@company')).toEqual([{ value: 'International', numberOfResults: 6 }]);
    expect(groupValues(response)).toEqual([{ value: 'Job', numberOfResults: 24 }]);
  });
});
