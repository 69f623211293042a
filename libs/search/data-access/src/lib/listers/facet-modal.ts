import { resetFacets, type FacetSelection } from './facet-reset';

/**
 * The mobile facets modal (spec discovery §2 "Facets", §4): "Opening the modal stores a copy of the
 * selection; discard restores it; apply keeps it." While it is open `selection` is the draft the
 * visitor edits (the engine searches with it, so the counts follow); `copy` is what discard
 * restores. Closed, changes go straight to the selection (the desktop facets).
 */
export interface FacetModalState {
  selection: FacetSelection;
  /** The selection as it was when the modal opened; null while the modal is closed. */
  copy: FacetSelection | null;
}

export type FacetModalAction =
  | { type: 'open' }
  | { type: 'change'; facetId: string; values: readonly string[] }
  | { type: 'resetAll' }
  | { type: 'discard' }
  | { type: 'apply' };

export function facetModalState(selection: FacetSelection = {}): FacetModalState {
  return { selection, copy: null };
}

/** Sets one facet's values; a facet without values leaves the selection. */
function withFacet(selection: FacetSelection, facetId: string, values: readonly string[]): FacetSelection {
  const rest = Object.fromEntries(Object.entries(selection).filter(([id]) => id !== facetId));
  return values.length > 0 ? { ...rest, [facetId]: [...values] } : rest;
}

export function facetModalReducer(state: FacetModalState, action: FacetModalAction): FacetModalState {
  switch (action.type) {
    case 'open':
      return state.copy ? state : { selection: state.selection, copy: structuredClone(state.selection) };
    case 'change':
      return { ...state, selection: withFacet(state.selection, action.facetId, action.values) };
    case 'resetAll':
      return { ...state, selection: resetFacets(state.selection) };
    case 'discard':
      return state.copy ? { selection: state.copy, copy: null } : state;
    case 'apply':
      return state.copy ? { selection: state.selection, copy: null } : state;
  }
}

/** Whether the modal is open (it holds a copy). */
export function isFacetModalOpen(state: FacetModalState): boolean {
  return state.copy !== null;
}
