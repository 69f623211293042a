import { useLingui } from '@lingui/react/macro';

/** The listers' facet headings by facet id (spec discovery §2, §9). */
export function useFacetLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    solutions: t`Solutions`,
    applications: t`Applications`,
    deviceshape: t`Device shape`,
    nozzleconnection: t`Nozzle connection`,
    features: t`Features`,
    power: t`Power`,
    temperature: t`Temperature`,
    airflow: t`Airflow`,
    weight: t`Weight without power cord`,
    weldingtechnology: t`Welding technology`,
    seamtype: t`Seam type`,
    stationaryoperation: t`Stationary operation`,
    datarecording: t`Data recording`,
    speed: t`Welding speed`,
    staticpressure: t`Static pressure`,
    'accessory-category': t`Category`,
    // The events, jobs and stories listers (content-listers.ts).
    eventmonth: t`Date`,
    country: t`Country`,
    workload: t`Workload`,
    location: t`Location`,
    category: t`Category`,
    region: t`Region`,
    type: t`Download type`,
    classification: t`Product group`,
  };
}
