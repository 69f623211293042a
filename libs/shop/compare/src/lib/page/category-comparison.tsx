import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Icon, Image, buttonClassName, visuallyHidden } from '@mbw/ui';
import { useScrolledPast, useUnitSystem } from './browser-values';
import { compareCsv, csvFileName } from './compare-csv';
import { CARD_IMAGE_SIZES, type CompareCategoryView, type CompareProductView } from './compare-model';
import { ROWS_STEP, applicationRows, differencesOnly, specRows, uspRows, type CompareRow, type CompareSectionId } from './compare-rows';
import styles from './compare-page.module.css';

/** Spec shop §9: the sticky menu shows past the compare block's height plus 70 px; back to top lands 80 px above the block. */
const STICKY_OFFSET = 70;
const TOP_OFFSET = -80;

function downloadText(text: string, fileName: string): void {
  // A BOM so spreadsheets read the file as UTF-8 (°, umlauts).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Cell({ value }: { value: string | boolean }) {
  const { t } = useLingui();
  if (typeof value === 'string') return <>{value || '–'}</>;
  if (value) return <Icon name="check" size={18} label={t`Yes`} />;
  // A span has no role a name could belong to (html-validate aria-label-misuse): the dash is shown, "No" is read.
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className={visuallyHidden}>{t`No`}</span>
    </>
  );
}

/** An accordion of rows (spec shop §2): a table with a column per product, 5 rows then 5 more per click. */
function RowsAccordion({
  id,
  title,
  rows,
  products,
  defaultOpen,
  before,
}: {
  id: CompareSectionId;
  title: string;
  rows: CompareRow[];
  products: readonly CompareProductView[];
  defaultOpen: boolean;
  before?: ReactNode;
}) {
  const { t } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [shown, setShown] = useState(ROWS_STEP);
  const hiddenCount = Math.max(0, rows.length - shown);
  const nextCount = Math.min(ROWS_STEP, hiddenCount);
  return (
    <div className={styles.section} data-section={id}>
      <h2 id={`${panelId}-title`} className={styles.sectionTitle}>
        <button
          type="button"
          className={styles.accordionButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {title}
          <Icon name="chevron-down" size={20} className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {before}
        {rows.length === 0 ? (
          <p className={styles.noRows}>
            <Trans>Nothing to compare here.</Trans>
          </p>
        ) : (
          // A scrollable region on small screens: focusable, so keyboards can scroll it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <section className={styles.tableScroll} tabIndex={0} aria-label={title}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <span className={visuallyHidden}>
                      <Trans>Feature</Trans>
                    </span>
                  </th>
                  {products.map((product) => (
                    <th key={product.id} scope="col">
                      {product.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  // Rows past the shown ones stay in the HTML (hidden), so a printout has them all.
                  <tr key={row.key} hidden={index >= shown}>
                    <th scope="row">{row.label}</th>
                    {row.cells.map((cell, cellIndex) => (
                      <td key={products[cellIndex]?.id ?? cellIndex}>
                        <Cell value={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {hiddenCount > 0 ? (
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            onClick={() => setShown(shown + ROWS_STEP)}
            data-print="hide"
          >
            {t`Show ${nextCount} more rows`}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The selected category's comparison: the toolbar, the product cards, the rows, the sticky menu. */
export function CategoryComparison({ category, onRemove }: { category: CompareCategoryView; onRemove: (id: number) => void }) {
  const { t } = useLingui();
  const unitsName = useId();
  const [system, setSystem] = useUnitSystem();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const block = useRef<HTMLDivElement>(null);
  // Spec shop §2, §9: the sticky menu shows past the compare block's height plus 70 px.
  const sticky = useScrolledPast(() => (block.current?.offsetHeight ?? 0) + STICKY_OFFSET);
  const { products } = category;
  const canDiffer = products.length > 1;
  const filter = (rows: CompareRow[]) => (onlyDifferences && canDiffer ? differencesOnly(rows) : rows);
  const sections = [
    { id: 'specs' as const, title: t`Technical specifications`, rows: filter(specRows(products, system)) },
    { id: 'applications' as const, title: t`Applications`, rows: filter(applicationRows(products)) },
    { id: 'usps' as const, title: t`Key selling points`, rows: filter(uspRows(products, (index) => t`Selling point ${index}`)) },
  ];
  const download = () =>
    downloadText(
      compareCsv({
        products,
        sections,
        labels: { section: t`Section`, feature: t`Feature`, articleNumber: t`Article number`, brand: t`Brand`, yes: t`Yes`, no: t`No` },
      }),
      csvFileName(category.key),
    );
  const backToTop = () => {
    const top = (block.current?.getBoundingClientRect().top ?? 0) + window.scrollY + TOP_OFFSET;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    document.getElementById('compare-title')?.focus({ preventScroll: true });
  };
  const units = (
    <fieldset className={styles.units}>
      <legend>
        <Trans>Units</Trans>
      </legend>
      {(['metric', 'imperial'] as const).map((value) => (
        <label key={value}>
          <input type="radio" name={unitsName} value={value} checked={system === value} onChange={() => setSystem(value)} />
          {value === 'metric' ? <Trans>Metric</Trans> : <Trans>Imperial</Trans>}
        </label>
      ))}
    </fieldset>
  );
  return (
    <div className={styles.comparison}>
      <div ref={block} className={styles.block}>
        <h2 className={styles.categoryTitle}>{category.label}</h2>
        <div className={styles.toolbar} data-print="hide">
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={onlyDifferences && canDiffer}
              disabled={!canDiffer}
              onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
            />
            <Trans>Show differences only</Trans>
          </label>
          <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={download}>
            <Icon name="download" size={18} />
            <Trans>Download CSV</Trans>
          </button>
          <button type="button" className={buttonClassName({ variant: 'ghost', size: 'small' })} onClick={() => window.print()}>
            <Icon name="print" size={18} />
            <Trans>Print</Trans>
          </button>
        </div>
        <ul className={styles.cards}>
          {products.map((product) => (
            <li key={product.id} className={styles.card}>
              {product.picture.startsWith('/') ? (
                <Image
                  src={product.picture}
                  alt=""
                  width={320}
                  height={240}
                  widths={[320]}
                  sizes={CARD_IMAGE_SIZES}
                  className={styles.cardImage}
                />
              ) : null}
              <h3 className={styles.cardTitle}>
                <a href={product.href}>{product.name}</a>
              </h3>
              {product.articleNumber ? (
                <p className={styles.cardMeta}>
                  <Trans>Article number</Trans> {product.articleNumber}
                </p>
              ) : null}
              {product.description ? <p className={styles.cardText}>{product.description}</p> : null}
              <button
                type="button"
                className={buttonClassName({ variant: 'ghost', size: 'small' })}
                onClick={() => onRemove(product.id)}
                data-print="hide"
              >
                <Icon name="close" size={18} />
                <Trans>Remove</Trans> <span className={visuallyHidden}>{product.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {sections.map((section) => (
        <RowsAccordion
          key={section.id}
          id={section.id}
          title={section.title}
          rows={section.rows}
          products={products}
          defaultOpen
          before={section.id === 'specs' ? units : undefined}
        />
      ))}
      {sticky ? (
        <div className={styles.sticky} data-print="hide">
          <p className={styles.stickyTitle}>
            {category.label}: {products.map((product) => product.name).join(' · ')}
          </p>
          <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={backToTop}>
            <Icon name="arrow-up" size={18} />
            <Trans>Back to top</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
