/**
 * The forms' and contact pages' stylesheets, imported eagerly (as content-blocks' block-styles.ts
 * does): their CSS joins the content route's stylesheet, which the server inlines, while the
 * renderer's JavaScript stays in its chunk. (A lib file named *-styles.ts keeps its side effects in the build.)
 */
import './form.module.css';
import './contact.module.css';
