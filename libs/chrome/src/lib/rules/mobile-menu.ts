/**
 * Mobile menu (spec discovery §2, §3, §4): opening the menu remembers the URL and resets the
 * accordions; the same accordion chosen twice closes; the menu and the my-account panel are never
 * open together.
 */
export interface MobileMenuState {
  isMobileMenuOpen: boolean;
  isAccountPanelOpen: boolean;
  openAccordion: string | null;
  openAccordionSecondLevel: string | null;
  urlOnOpenMenu: string | null;
}

export type MobileMenuAction =
  | { type: 'toggle-menu'; url: string }
  | { type: 'toggle-account-panel'; url: string }
  | { type: 'toggle-accordion'; id: string }
  | { type: 'toggle-second-level'; id: string }
  | { type: 'close' }
  /** The page changed: a menu opened on another URL closes (a link in it was followed). */
  | { type: 'navigated'; url: string };

export const initialMobileMenu: MobileMenuState = {
  isMobileMenuOpen: false,
  isAccountPanelOpen: false,
  openAccordion: null,
  openAccordionSecondLevel: null,
  urlOnOpenMenu: null,
};

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'toggle-menu':
      return state.isMobileMenuOpen
        ? { ...state, isMobileMenuOpen: false }
        : { ...initialMobileMenu, isMobileMenuOpen: true, urlOnOpenMenu: action.url };
    case 'toggle-account-panel':
      return { ...state, isAccountPanelOpen: !state.isAccountPanelOpen, isMobileMenuOpen: false, urlOnOpenMenu: action.url };
    case 'toggle-accordion':
      return state.openAccordion === action.id
        ? { ...state, openAccordion: null, openAccordionSecondLevel: null }
        : { ...state, openAccordion: action.id, openAccordionSecondLevel: null };
    case 'toggle-second-level':
      return { ...state, openAccordionSecondLevel: state.openAccordionSecondLevel === action.id ? null : action.id };
    case 'close':
      return { ...state, isMobileMenuOpen: false, isAccountPanelOpen: false };
    case 'navigated':
      if (!state.isMobileMenuOpen && !state.isAccountPanelOpen) return state;
      return state.urlOnOpenMenu === action.url ? state : { ...state, isMobileMenuOpen: false, isAccountPanelOpen: false };
  }
}
