/**
 * The bulk-download selection (spec product §2): asset names, in the order they were picked.
 * "Results" are the downloadable rows shown on the page (after filters and paging).
 */
export type DownloadSelection = readonly string[];

export type SelectionAction =
  | { type: 'toggle'; id: string; selected: boolean }
  /** The select-all box: ticks every result, or clears the selection. */
  | { type: 'toggle-all'; ids: readonly string[]; selected: boolean }
  /** After filtering (or a tab change): keep only what is still shown. */
  | { type: 'prune'; ids: readonly string[] }
  | { type: 'clear' };

export function selectionReducer(state: DownloadSelection, action: SelectionAction): DownloadSelection {
  switch (action.type) {
    case 'toggle': {
      const has = state.includes(action.id);
      if (action.selected === has) return state;
      return action.selected ? [...state, action.id] : state.filter((id) => id !== action.id);
    }
    case 'toggle-all':
      return action.selected ? [...new Set([...state.filter((id) => action.ids.includes(id)), ...action.ids])] : [];
    case 'prune': {
      const next = state.filter((id) => action.ids.includes(id));
      return next.length === state.length ? state : next;
    }
    case 'clear':
      return state.length === 0 ? state : [];
  }
}

/** The select-all box is ticked when there are results and every one of them is selected. */
export function isAllSelected(state: DownloadSelection, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => state.includes(id));
}
