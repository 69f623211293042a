import { useLingui } from '@lingui/react/macro';
import { useId, type Dispatch } from 'react';
import { AppLink, Dialog, Icon, useSite } from '@mbw/ui';
import { signInHref } from '../rules/header-rules';
import { flyoutColumns, flyoutLayout } from '../rules/menu-layout';
import type { MobileMenuAction, MobileMenuState } from '../rules/mobile-menu';
import { useHeaderStatus } from './header-status';
import { LanguageSelector } from './language-selector';
import type { MenuItem } from './menu-types';
import ProductsFlyout from './products-flyout';
import styles from './site-header.module.css';

type VisibleItem = MenuItem & { LinkedItem: { url: string } };

function AccordionButton({
  expanded,
  controls,
  onPress,
  children,
}: {
  expanded: boolean;
  controls: string;
  onPress: () => void;
  children: string;
}) {
  return (
    <button type="button" className={styles.mobileAccordion} aria-expanded={expanded} aria-controls={controls} onClick={onPress}>
      <span>{children}</span>
      <Icon name="chevron-down" size={18} />
    </button>
  );
}

/**
 * Mobile menu (≤ 960 px, spec discovery §2, §4): a panel with two-level accordions; choosing an
 * open accordion closes it; the language links and top info links sit at the end.
 */
function MobileMenu({
  items,
  topLinks,
  state,
  dispatch,
}: {
  items: VisibleItem[];
  topLinks: Array<{ href: string; text: string }>;
  state: MobileMenuState;
  dispatch: Dispatch<MobileMenuAction>;
}) {
  const { t } = useLingui();
  const baseId = useId();
  return (
    <Dialog
      title={t`Menu`}
      placement="slide-over"
      isOpen={state.isMobileMenuOpen}
      onOpenChange={(open) => !open && dispatch({ type: 'close' })}
    >
      <nav aria-label={t`Main`} className={styles.mobileNav}>
        <ul>
          {items.map((item, index) => {
            const layout = flyoutLayout(item);
            if (!layout) {
              return (
                <li key={item.LinkedItem.url}>
                  <AppLink href={item.LinkedItem.url} className={styles.mobileLink}>
                    {item.Name}
                  </AppLink>
                </li>
              );
            }
            const panelId = `${baseId}-${index}`;
            const expanded = state.openAccordion === item.LinkedItem.url;
            const name = item.Name;
            return (
              <li key={item.LinkedItem.url}>
                <AccordionButton
                  expanded={expanded}
                  controls={panelId}
                  onPress={() => dispatch({ type: 'toggle-accordion', id: item.LinkedItem.url })}
                >
                  {item.Name}
                </AccordionButton>
                <div id={panelId} hidden={!expanded} className={styles.mobilePanel}>
                  <AppLink href={item.LinkedItem.url} className={styles.mobileLink}>
                    {t`Overview: ${name}`}
                  </AppLink>
                  {layout === 'ProductList' ? (
                    expanded ? (
                      <ProductsFlyout endpoint={item.Endpoint ?? null} open showThumbnails={false} />
                    ) : null
                  ) : (
                    <SecondLevel item={item} state={state} dispatch={dispatch} baseId={[panelId, 's'].join('-')} />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.mobileFooter}>
        <LanguageSelector variant="mobile" />
        <ul className={styles.mobileTopLinks}>
          {topLinks.map((link) => (
            <li key={link.href}>
              <AppLink href={link.href}>{link.text}</AppLink>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

/** The second level: a section per accordion, or the links directly when there are no titles. */
function SecondLevel({
  item,
  state,
  dispatch,
  baseId,
}: {
  item: VisibleItem;
  state: MobileMenuState;
  dispatch: Dispatch<MobileMenuAction>;
  baseId: string;
}) {
  const sections: Array<{ title: string | null; links: Array<{ name: string; url: string }> }> = [];
  for (const column of flyoutColumns(item)) {
    const last = sections.at(-1);
    if (column.title || !last) sections.push({ title: column.title, links: [...column.links] });
    else last.links.push(...column.links);
  }
  return (
    <ul>
      {sections.map((section, index) => {
        const links = (
          <ul className={styles.mobileLinks}>
            {section.links.map((link) => (
              <li key={link.url}>
                <AppLink href={link.url} className={styles.mobileLink}>
                  {link.name}
                </AppLink>
              </li>
            ))}
          </ul>
        );
        if (!section.title) return <li key={index}>{links}</li>;
        const id = [item.LinkedItem.url, section.title].join('#');
        const panelId = `${baseId}-${index}`;
        const expanded = state.openAccordionSecondLevel === id;
        return (
          <li key={id}>
            <AccordionButton expanded={expanded} controls={panelId} onPress={() => dispatch({ type: 'toggle-second-level', id })}>
              {section.title}
            </AccordionButton>
            <div id={panelId} hidden={!expanded} className={styles.mobilePanel}>
              {links}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The mobile my-account panel (spec discovery §2): sign in, or the account's pages. */
function MobileAccountPanel({ state, dispatch }: { state: MobileMenuState; dispatch: Dispatch<MobileMenuAction> }) {
  const { t } = useLingui();
  const { signedIn, accountPath, customerName } = useHeaderStatus();
  const { itemPath, language } = useSite();
  return (
    <Dialog
      title={t`My account`}
      placement="slide-over"
      isOpen={state.isAccountPanelOpen}
      onOpenChange={(open) => !open && dispatch({ type: 'close' })}
    >
      {signedIn ? (
        <>
          <p>{t`Hello, ${customerName ?? ''}`}</p>
          <ul className={styles.mobileLinks}>
            <li>
              <AppLink href={accountPath} className={styles.mobileLink}>
                {t`My account`}
              </AppLink>
            </li>
            <li>
              <a href="/logout" className={styles.mobileLink}>
                {t`Sign out`}
              </a>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p>{t`Sign in to see your devices, orders and wishlists.`}</p>
          <a className={styles.signIn} href={signInHref(language, itemPath)}>
            {t`Sign in`}
          </a>
        </>
      )}
    </Dialog>
  );
}

export interface MobilePanelsProps {
  items: VisibleItem[];
  topLinks: Array<{ href: string; text: string }>;
  state: MobileMenuState;
  dispatch: Dispatch<MobileMenuAction>;
}

/** The mobile menu and the my-account panel, loaded the first time either opens (React.lazy). */
export default function MobilePanels({ items, topLinks, state, dispatch }: MobilePanelsProps) {
  return (
    <>
      <MobileMenu items={items} topLinks={topLinks} state={state} dispatch={dispatch} />
      <MobileAccountPanel state={state} dispatch={dispatch} />
    </>
  );
}
