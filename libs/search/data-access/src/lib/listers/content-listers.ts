import { andExpressions } from '../engine/group-by';
import { EVENT_MONTH_FIELD, WORKLOAD_FIELD } from './facet-sorting';
import { JOB_COMPANY_FIELD } from './job-company-tabs';
import type { FacetDefinition, ListerDefinition } from './lister-definitions';
import { fieldEquals } from './lister-restriction';

/**
 * The content listers (spec discovery §2 "events lister; jobs lister with company tabs;
 * stories/jobs search page with category and region facets"; §3 the job, event and story results;
 * §7 "others for … stories, careers, events": a pipeline each, and the brand's hub for the page
 * type, config `search.hubs.events|careers|stories`; §9 the facets' order). Field names as the
 * index has them (tools/local-services/src/coveo/seed/generated-content.ts).
 */
/** A brand hub a lister searches on (brand config `search.hubs`): the content listers' and the downloads listers'. */
export type ContentListerHub = 'events' | 'careers' | 'stories' | 'downloads';

const values = (field: string, options: Omit<FacetDefinition, 'id' | 'field' | 'kind'> = {}): FacetDefinition => ({
  id: field,
  field,
  kind: 'values',
  ...options,
});

/** §2 events lister: by date (the month, in order of the number after the pipe) and country; the next events first. */
export const EVENTS_LISTER: ListerDefinition = {
  pipeline: 'Events',
  hub: null,
  siteHub: 'events',
  classification: null,
  template: 'Event',
  facets: [values(EVENT_MONTH_FIELD, { sort: 'eventMonth' }), values('country')],
  resultFields: ['eventtitle', 'venue', 'city', 'eventstartdate', 'eventenddate', 'industries', 'detailslinktext'],
  sort: { field: 'eventstartdate', order: 'ascending' },
  upcomingOnly: true,
};

/** §2 jobs lister: company tabs (§4, §9), the work load (by percentage) and the location. */
export const JOBS_LISTER: ListerDefinition = {
  pipeline: 'Careers',
  hub: null,
  siteHub: 'careers',
  classification: null,
  template: 'Job',
  facets: [values(WORKLOAD_FIELD, { sort: 'workload' }), values('location')],
  resultFields: ['jobtitle', 'englishtitle', 'workload', 'jobimage'],
  companyTabs: true,
};

/**
 * §2 "stories/jobs search page with category and region facets". Decision: one lister over both
 * kinds, as the spec's name says (`@herotemplatename` Story OR Job, the stories pipeline and the
 * site's stories hub, newest first): a story is found beside the jobs of its region. The category
 * facet lists stories' categories (jobs have none); the region facet counts both kinds. A job row
 * shows as in the jobs lister. The jobs lister with its company tabs stays the careers page's.
 */
export const STORIES_LISTER: ListerDefinition = {
  pipeline: 'Stories',
  hub: null,
  siteHub: 'stories',
  classification: null,
  template: ['Story', 'Job'],
  facets: [values('category'), values('region')],
  resultFields: ['storyimage', 'storydate', 'herotitle', 'overline', 'culture', 'jobtitle', 'workload'],
  sort: { field: 'date', order: 'descending' },
};

export const CONTENT_LISTERS = { events: EVENTS_LISTER, jobs: JOBS_LISTER, stories: STORIES_LISTER } as const;

/** The block that places each content lister (the layout service's component name). */
export const CONTENT_LISTER_BLOCKS = { EventsLister: 'events', JobsLister: 'jobs', StoriesLister: 'stories' } as const;

/** The Amsterdam calendar day of an instant as Coveo writes dates (`2026/11/27`): §9 "Event dates use the Amsterdam time zone". */
export function amsterdamQueryDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .replaceAll('-', '/');
}

/**
 * What a content lister adds to the restriction of §2: events that end today or later (today in
 * Amsterdam), and the jobs of the chosen company tab. Empty when it adds nothing.
 */
export function contentListerExpression(lister: ListerDefinition, options: { now: Date; company?: string | null }): string {
  return andExpressions(
    lister.upcomingOnly ? `@eventenddate>=${amsterdamQueryDate(options.now)}` : '',
    lister.companyTabs && options.company ? fieldEquals(JOB_COMPANY_FIELD.slice(1), options.company) : '',
  );
}
