import { Trans } from '@lingui/react/macro';
import type { FilterCategory } from '../locator-data';
import styles from './locator.module.css';

export interface FiltersPanelProps {
  title: string;
  categories: FilterCategory[];
  filters: readonly string[];
  /** Hydrated: a change applies at once; before, the form's Apply button sends it (GET ?filter=). */
  enhanced: boolean;
  onToggle: (id: string) => void;
}

/**
 * The filter header (open/closed: a disclosure that works without JavaScript) and the filter
 * categories with their checkboxes (spec discovery §2, §3: ids lower case). Opened at first when
 * filters are set.
 */
export function FiltersPanel({ title, categories, filters, enhanced, onToggle }: FiltersPanelProps) {
  if (categories.length === 0) return null;
  return (
    <form method="get" className={styles.filters} onSubmit={(event) => enhanced && event.preventDefault()}>
      <details open={filters.length > 0 || undefined} className={styles.filterDetails}>
        <summary className={styles.filterHeader}>
          {title}
          {filters.length > 0 ? <span className={styles.filterCount}>{` (${filters.length})`}</span> : null}
        </summary>
        {categories.map((category) => (
          <fieldset key={category.id} className={styles.category}>
            <legend className={styles.categoryTitle}>{category.title}</legend>
            {category.items.map((item) => (
              <label key={item.id} className={styles.checkbox}>
                <input
                  type="checkbox"
                  name="filter"
                  value={item.id}
                  checked={filters.includes(item.id)}
                  onChange={() => onToggle(item.id)}
                />
                {item.label}
              </label>
            ))}
          </fieldset>
        ))}
        {/* Without JavaScript the way to apply; with it a change applies at once and the button is hidden (the form keeps a submit button: WCAG H32). */}
        <button type="submit" className={styles.apply} hidden={enhanced}>
          <Trans>Apply filters</Trans>
        </button>
      </details>
    </form>
  );
}
