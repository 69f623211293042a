import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AppLink, Icon, buttonClassName } from '@mbw/ui';
import { dispatchCompare } from '../store/compare-store';
import { storeSelectedCategory, usePreviousPage, useStoredCategory } from './browser-values';
import { CategoryComparison } from './category-comparison';
import type { CompareCategoryView, ComparePageData } from './compare-model';
import styles from './compare-page.module.css';

/** The back link (spec shop §2): the previous page of this site when there is one, else home. */
function BackLink() {
  const previous = usePreviousPage();
  const content = (
    <>
      <Icon name="arrow-left" size={18} />
      <Trans>Back</Trans>
    </>
  );
  return previous ? (
    <Link to={previous} className={styles.back} data-print="hide">
      {content}
    </Link>
  ) : (
    <AppLink href="/" className={styles.back}>
      {content}
    </AppLink>
  );
}

function Heading() {
  return (
    <h1 id="compare-title" className={styles.title} tabIndex={-1}>
      <Trans>Compare products</Trans>
    </h1>
  );
}

/** Spec shop §2: the empty state when nothing is compared. */
function EmptyState() {
  return (
    <div className={styles.empty}>
      <p>
        <Trans>You have not added any products to compare yet. Tick “Compare” on a product to see it here side by side.</Trans>
      </p>
      <AppLink href="/" className={buttonClassName({ variant: 'secondary' })}>
        <Trans>Go to the home page</Trans>
      </AppLink>
    </div>
  );
}

/** Spec discovery §8: the compared products could not be loaded — 'Something went wrong', and a retry (the loader again). */
function LoadError() {
  const location = useLocation();
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.errorTitle}>
        <Trans>Something went wrong</Trans>
      </p>
      <p>
        <Trans>The compared products could not be loaded.</Trans>
      </p>
      <a href={`${location.pathname}${location.search}`} className={buttonClassName({ variant: 'secondary' })}>
        <Trans>Try again</Trans>
      </a>
    </div>
  );
}

/** The categories: a side list on desktop, a dropdown on small screens (spec shop §2); each can be deleted. */
function CategoryPicker({
  categories,
  selected,
  onSelect,
  onDelete,
}: {
  categories: CompareCategoryView[];
  selected: CompareCategoryView;
  onSelect: (key: string) => void;
  onDelete: (key: string) => void;
}) {
  const { t } = useLingui();
  return (
    <nav className={styles.categories} aria-label={t`Compared categories`} data-print="hide">
      <ul className={styles.sideList}>
        {categories.map((category) => {
          const label = category.label;
          return (
            <li key={category.key} className={category.key === selected.key ? styles.current : undefined}>
              <button
                type="button"
                className={styles.categoryButton}
                aria-current={category.key === selected.key ? 'true' : undefined}
                onClick={() => onSelect(category.key)}
              >
                {category.label} ({category.products.length})
              </button>
              <button
                type="button"
                className={buttonClassName({ variant: 'ghost', size: 'small', iconOnly: true })}
                aria-label={t`Remove the category ${label} from compare`}
                onClick={() => onDelete(category.key)}
              >
                <Icon name="trash" size={18} />
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.dropdown}>
        <label>
          <span className={styles.dropdownLabel}>
            <Trans>Category</Trans>
          </span>
          <select value={selected.key} onChange={(event) => onSelect(event.currentTarget.value)}>
            {categories.map((category) => (
              <option key={category.key} value={category.key}>
                {category.label} ({category.products.length})
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={buttonClassName({ variant: 'ghost', size: 'small' })} onClick={() => onDelete(selected.key)}>
          <Icon name="trash" size={18} />
          <Trans>Remove category</Trans>
        </button>
      </div>
    </nav>
  );
}

function Comparison({ initial }: { initial: CompareCategoryView[] }) {
  const [categories, setCategories] = useState(initial);
  // Spec discovery §3: the selected category is kept in the browser (compareCategory); the first by default.
  const stored = useStoredCategory();
  const selected = categories.find((category) => category.key === stored) ?? categories[0];
  if (!selected) return <EmptyState />;
  const select = (key: string) => storeSelectedCategory(key);
  // Spec shop §4: deleting a category removes all its items and clears the selection.
  const deleteCategory = (key: string) => {
    dispatchCompare({ type: 'deleteCategory', category: key });
    storeSelectedCategory(null);
    setCategories(categories.filter((category) => category.key !== key));
  };
  const removeProduct = (id: number) => {
    dispatchCompare({ type: 'remove', category: selected.key, id });
    const products = selected.products.filter((product) => product.id !== id);
    if (products.length === 0) return deleteCategory(selected.key);
    setCategories(categories.map((category) => (category.key === selected.key ? { ...category, products } : category)));
  };
  return (
    <div className={styles.layout}>
      <CategoryPicker categories={categories} selected={selected} onSelect={select} onDelete={deleteCategory} />
      {/* Keyed by category: its rows start at 5 again (spec shop §2), its switches as they were. */}
      <CategoryComparison key={selected.key} category={selected} onRemove={removeProduct} />
    </div>
  );
}

/**
 * The compare page (spec shop §2 "Compare page", discovery §2, §3, §7): its categories, the
 * products of the selected one side by side, the back link; the empty state; 'Something went
 * wrong' with a retry when the compared products could not be loaded.
 */
export function ComparePage({ data }: { data: ComparePageData }) {
  return (
    <div className={styles.page}>
      <BackLink />
      <Heading />
      {data.status === 'ok' ? <Comparison initial={data.categories} /> : data.status === 'error' ? <LoadError /> : <EmptyState />}
    </div>
  );
}
