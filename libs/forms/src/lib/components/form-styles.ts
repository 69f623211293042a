/**
 * The form's stylesheet, imported eagerly (as content-blocks' block-styles.ts does): its CSS joins
 * the content route's stylesheet, which the server inlines, while the renderer's JavaScript stays
 * in its chunk. (A lib file named *-styles.ts keeps its side effects in the build.)
 */
import './form.module.css';
