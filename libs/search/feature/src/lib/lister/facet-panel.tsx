import type { FacetDefinition } from '@mbw/search-data-access';
import { FacetGroup, type FacetOption } from '@mbw/ui';
import { useFacetLabels } from './facet-labels';
import { facetParam } from './lister-url';

export interface ShownFacet {
  facet: FacetDefinition;
  options: FacetOption[];
}

/** A lister's facets as checkbox or radio groups of one form (the page's, or the filters modal's draft). */
export function FacetPanel({
  facets,
  formId,
  onChange,
}: {
  facets: ShownFacet[];
  formId: string;
  onChange: ((facetId: string, values: string[]) => void) | undefined;
}) {
  const labels = useFacetLabels();
  return (
    <>
      {facets.map(({ facet, options }) => (
        <FacetGroup
          key={facet.id}
          legend={labels[facet.id] ?? facet.id}
          name={facetParam(facet.id)}
          options={options}
          singleChoice={facet.singleChoice}
          form={formId}
          onChange={onChange ? (values) => onChange(facet.id, values) : undefined}
        />
      ))}
    </>
  );
}
