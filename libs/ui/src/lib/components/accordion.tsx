import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import styles from './accordion.module.css';
import { Icon } from './icon';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Several open at once (default) or one at a time. */
  allowsMultipleExpanded?: boolean;
  defaultExpandedKeys?: string[];
  /** Heading level of the item titles in the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Accordion (spec discovery §4): each title is a button in a heading, with aria-expanded and the
 * panel it controls; Enter/Space toggle; the panel height animates over 500 ms.
 */
export function Accordion({ items, allowsMultipleExpanded = true, defaultExpandedKeys, headingLevel = 3 }: AccordionProps) {
  return (
    <DisclosureGroup className={styles.accordion} allowsMultipleExpanded={allowsMultipleExpanded} defaultExpandedKeys={defaultExpandedKeys}>
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <AriaButton slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              <Icon name="chevron-down" />
            </AriaButton>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelInner}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
