/** Spec discovery §9: 960 px splits mobile (up to 960) from the two-column map page (locator.module.css). */
export const DESKTOP_QUERY = '(min-width: 960px)';
