import styles from './visually-hidden.module.css';

/** The class of text for screen readers only (a caption, a legend, "Original price:"). */
export const visuallyHidden = styles.visuallyHidden;
