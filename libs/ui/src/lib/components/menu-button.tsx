import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover, type PopoverProps } from 'react-aria-components';
import { Button, type ButtonProps } from './button';
import styles from './menu-button.module.css';

/** The menu opens under the button, aligned to its end (a card's corner). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a placement, not text
const MENU_PLACEMENT: PopoverProps['placement'] = 'bottom end';

export interface MenuButtonItem {
  id: string;
  label: string;
  icon?: ReactNode;
  /** An action (opens a dialog, …) … */
  onAction?: () => void;
  /** … or a link (a full path, already localised). */
  href?: string;
}

export interface MenuButtonProps {
  /** Accessible name of the button (it often shows only an icon). */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  items: MenuButtonItem[];
  variant?: ButtonProps['variant'];
  iconOnly?: boolean;
}

/**
 * A button that opens a menu of actions and links (an options overlay): arrow keys move between
 * the items, Enter picks one, Escape closes and focus goes back to the button (react-aria).
 */
export function MenuButton({ label, children, items, variant = 'ghost', iconOnly = true }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button variant={variant} iconOnly={iconOnly} aria-label={label}>
        {children}
      </Button>
      <Popover className={styles.popover} placement={MENU_PLACEMENT} offset={4}>
        <Menu className={styles.menu} aria-label={label} onAction={(key) => items.find((item) => item.id === key)?.onAction?.()}>
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id} href={item.href} className={styles.item} textValue={item.label}>
              {item.icon}
              <span>{item.label}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
