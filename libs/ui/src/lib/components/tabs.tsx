import { useLingui } from '@lingui/react/macro';
import { useRef, type Key, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import { useScrollOverflow } from '../hooks/use-scroll-overflow';
import { Button } from './button';
import { Icon } from './icon';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
}

/**
 * Tabs with a horizontally scrolling strip (spec account §2): arrow buttons appear when tabs are
 * cut off. Keyboard: arrow keys move between tabs, Home/End to the ends (react-aria). The arrow
 * buttons are a pointer convenience and stay out of the tab order.
 */
export function Tabs({ label, items, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);
  const { overflow, scrollBy } = useScrollOverflow(listRef);

  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <div className={styles.strip}>
        {overflow.start ? (
          <Button
            variant="ghost"
            size="small"
            iconOnly
            className={styles.arrow}
            onPress={() => scrollBy(-1)}
            aria-label={t`Scroll tabs left`}
            excludeFromTabOrder
          >
            <Icon name="chevron-left" />
          </Button>
        ) : null}
        <TabList aria-label={label} className={styles.list} ref={listRef}>
          {items.map((item) => (
            <Tab key={item.id} id={item.id} className={styles.tab}>
              {item.label}
            </Tab>
          ))}
        </TabList>
        {overflow.end ? (
          <Button
            variant="ghost"
            size="small"
            iconOnly
            className={styles.arrow}
            onPress={() => scrollBy(1)}
            aria-label={t`Scroll tabs right`}
            excludeFromTabOrder
          >
            <Icon name="chevron-right" />
          </Button>
        ) : null}
      </div>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
