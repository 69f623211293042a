/**
 * The stylesheets of the shop parts that the product page renders on the server (the hero's shop
 * area with its quantity stepper, the bundles section), imported eagerly by their lazy wrappers:
 * their CSS then belongs to the product route's stylesheet, which the server inlines into the
 * page. Without this the server HTML showed the shop area unstyled until its chunk arrived, and
 * the page moved when it did. (The name ends in -styles.ts: the build keeps its side effects.)
 */
import '../bundles/bundles.module.css';
import '../quantity/quantity-stepper.module.css';
import './product-shop-area.module.css';
