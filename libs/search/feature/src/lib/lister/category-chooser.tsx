import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FacetValue } from '@coveo/headless/ssr';
import { ACCESSORY_CATEGORIES, ACCESSORY_CATEGORY_FACET_ID, LISTERS } from '@mbw/search-data-access';
import type { ListerResultsData } from './lister';
import { DESKTOP, REDUCED_MOTION, requestFacetsScroll, scrollToFacets, takeFacetsScroll } from './category-scroll';
import { idOf, listerSearch } from './lister-url';
import styles from './category-chooser.module.css';

/**
 * The accessories page's categories (the eleven of §9 that have accessories here, with counts):
 * links to the lister narrowed to one, which work without JavaScript (the hash brings the facets
 * into view: beside the results, or below 960 px in the page as the Filters link shows them). Hydrated, the page stays where it is while the lister narrows, then scrolls.
 */
export function CategoryChooser({ data }: { data: ListerResultsData }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const lister = LISTERS[data.lister];
  const navRef = useRef<HTMLElement>(null);
  const scroll = () => {
    const section = navRef.current?.closest('section');
    if (section)
      scrollToFacets(section, { desktop: window.matchMedia(DESKTOP).matches, reducedMotion: window.matchMedia(REDUCED_MOTION).matches });
  };
  // The narrowed lister renders anew (its own key): once it has, its facets' position is the new one.
  useEffect(() => {
    if (takeFacetsScroll(search)) scroll();
  });
  const values =
    (data.staticState.controllers as unknown as Record<string, { state: { values: FacetValue[] } } | undefined>)[
      `facet-${ACCESSORY_CATEGORY_FACET_ID}`
    ]?.state.values ?? [];
  const counts = new Map(values.map((value) => [value.value, value.numberOfResults]));
  const categories = ACCESSORY_CATEGORIES.filter((category) => (counts.get(category) ?? 0) > 0);
  if (categories.length < 2) return null;
  const current = data.state.selection[ACCESSORY_CATEGORY_FACET_ID]?.[0];
  const choose = (event: MouseEvent<HTMLAnchorElement>, to: string, category: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (category === current) return scroll();
    requestFacetsScroll(to.slice(pathname.length));
    void navigate(to, { preventScrollReset: true });
  };
  return (
    <nav ref={navRef} aria-label={t`Accessory categories`} className={styles.chooser}>
      <ul className={styles.list}>
        {categories.map((category) => {
          const to = `${pathname}${listerSearch({ ...data.state, selection: { [ACCESSORY_CATEGORY_FACET_ID]: [category] } }, lister.facets)}`;
          return (
            <li key={category}>
              <Link
                to={`${to}#${idOf('facets', data.lister)}`}
                className={styles.category}
                aria-current={category === current ? 'true' : undefined}
                onClick={(event) => choose(event, to, category)}
              >
                <span>{category}</span>
                <span className={styles.count}>({counts.get(category)})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
