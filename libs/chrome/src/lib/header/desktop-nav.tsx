import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink, Icon, buttonClassName, useHydrated, useSite } from '@mbw/ui';
import { flyoutColumns, flyoutLayout } from '../rules/menu-layout';
import { isCurrentSection, type MenuItem } from './menu-types';
const ProductsFlyout = lazy(() => import('./products-flyout'));
import styles from './site-header.module.css';

type VisibleItem = MenuItem & { LinkedItem: { url: string } };

/**
 * Desktop main tabs (> 960 px) with flyouts, as a disclosure navigation (WAI-ARIA APG): a tab
 * with a flyout is a button with aria-expanded; choosing the open one closes it; a click outside,
 * the close button, Escape and leaving the page close it, and focus goes back to its tab.
 * Server-rendered, every tab is a link to its section page, so the menu works without
 * JavaScript; the tabs become flyout buttons once the page is hydrated.
 */
export function DesktopNav({ items }: { items: VisibleItem[] }) {
  const { t } = useLingui();
  const { itemPath } = useSite();
  const location = useLocation();
  const baseId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const hydrated = useHydrated();
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const close = (returnFocus: boolean) => {
    if (returnFocus && open) buttons.current.get(open)?.focus();
    setOpen(null);
  };

  // Leaving the page (a link followed inside or outside the flyout) closes it.
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    setOpen(null);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      buttons.current.get(open)?.focus();
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <nav aria-label={t`Main`} className={styles.desktopNav} ref={navRef}>
      <ul className={styles.tabs}>
        {items.map((item, index) => {
          const id = item.LinkedItem.url;
          const name = item.Name;
          const layout = hydrated ? flyoutLayout(item) : null;
          const current = isCurrentSection(item.LinkedItem.url, itemPath);
          if (!layout) {
            return (
              <li key={id}>
                <AppLink href={item.LinkedItem.url} className={styles.tab} aria-current={current ? 'page' : undefined}>
                  {item.Name}
                </AppLink>
              </li>
            );
          }
          const panelId = [baseId, 'flyout', index].join('-');
          const isOpen = open === id;
          const columns = layout === 'ProductList' ? [] : flyoutColumns(item);
          return (
            <li key={id}>
              <button
                type="button"
                className={current ? `${styles.tab} ${styles.currentTab}` : styles.tab}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : id)}
                ref={(element) => {
                  if (element) buttons.current.set(id, element);
                  else buttons.current.delete(id);
                }}
              >
                {item.Name}
                <Icon name="chevron-down" size={16} />
              </button>
              <div id={panelId} className={styles.flyout} hidden={!isOpen} data-layout={layout}>
                <div className={styles.flyoutInner}>
                  <div className={styles.flyoutHead}>
                    <AppLink href={item.LinkedItem.url} className={styles.flyoutOverview}>
                      {t`Overview: ${name}`}
                    </AppLink>
                    <button
                      type="button"
                      className={buttonClassName({ variant: 'ghost', size: 'small', iconOnly: true })}
                      onClick={() => close(true)}
                      aria-label={t`Close menu`}
                    >
                      <Icon name="close" />
                    </button>
                  </div>
                  {layout === 'ProductList' ? (
                    isOpen ? (
                      <Suspense fallback={null}>
                        <ProductsFlyout endpoint={item.Endpoint ?? null} open showThumbnails={!!item.ShowThumbnails} />
                      </Suspense>
                    ) : null
                  ) : (
                    <div className={styles.columns}>
                      {columns.map((column, columnIndex) => (
                        <div key={columnIndex} className={styles.column}>
                          {column.title ? (
                            <h2 className={styles.columnTitle}>{column.title}</h2>
                          ) : (
                            <span className={styles.columnTitle} aria-hidden="true" />
                          )}
                          <ul>
                            {column.links.map((link) => (
                              <li key={link.url}>
                                <AppLink href={link.url} aria-current={itemPath === link.url ? 'page' : undefined}>
                                  {link.name}
                                </AppLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
