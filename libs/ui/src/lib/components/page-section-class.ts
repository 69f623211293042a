import styles from './page-section.module.css';

/**
 * The frame of a section below the product hero and its heading (70rem of content between 1rem
 * gutters, a rule above, styled and laid out only near the viewport): the catalog's sections and
 * the shop's bundles section look alike without either importing the other.
 */
export const pageSectionClassNames: { section: string; title: string } = { section: styles.section ?? '', title: styles.title ?? '' };
