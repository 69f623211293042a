/** The results' layout (spec discovery §4: the tab state's layout, Card by default). */
export const DEFAULT_RESULT_LAYOUT = 'card';

/** `sizes` of a result card's picture: a quarter of a wide screen, half of a narrow one. */
export const CARD_IMAGE_SIZES = '(min-width: 960px) 25vw, 50vw';
