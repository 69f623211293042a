import { describe, expect, it } from 'vitest';
import { INTERNATIONAL_COMPANY, JOB_COMPANY_GROUP_BY, jobCompanyTabs } from './job-company-tabs';

describe('jobs lister company tabs (spec discovery §4, §9)', () => {
  it('groups by company', () => {
    expect(JOB_COMPANY_GROUP_BY.field).toBe('@company');
  });

  it('keeps four tabs: the three companies with most jobs, then International', () => {
    const tabs = jobCompanyTabs([
      { value: 'Kestrel Sensor', numberOfResults: 4 },
      { value: 'International', numberOfResults: 6 },
      { value: 'Kestrel Technologies', numberOfResults: 9 },
      { value: 'Kestrel Group', numberOfResults: 4 },
      { value: 'Kestrel Welding Tools', numberOfResults: 2 },
    ]);
    expect(tabs).toEqual([
      { value: 'Kestrel Technologies', numberOfResults: 9 },
      { value: 'Kestrel Group', numberOfResults: 4 },
      { value: 'Kestrel Sensor', numberOfResults: 4 },
      { value: 'International', numberOfResults: 6 },
    ]);
  });

  it('keeps International without jobs and drops companies without any', () => {
    expect(jobCompanyTabs([{ value: 'Kestrel Sensor', numberOfResults: 0 }])).toEqual([
      { value: INTERNATIONAL_COMPANY, numberOfResults: 0 },
    ]);
    expect(jobCompanyTabs([{ value: 'international', numberOfResults: 3 }])).toEqual([{ value: 'international', numberOfResults: 3 }]);
  });
});
