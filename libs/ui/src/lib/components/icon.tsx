import type { SVGProps } from 'react';

/** The icon set: 24×24 strokes, currentColor. */
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'chevron-down': 'M5 9l7 7 7-7',
  check: 'M4 12l5 5L20 6',
  warning: 'M12 3l10 18H2L12 3zM12 10v5M12 18v.5',
  info: 'M12 2a10 10 0 100 20 10 10 0 000-20zM12 11v6M12 7v.5',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zM21 21l-5-5',
  heart: 'M12 20s-7-4.4-9-9a5 5 0 019-3 5 5 0 019 3c-2 4.6-9 9-9 9z',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 100-2 1 1 0 000 2zM17 20a1 1 0 100-2 1 1 0 000 2z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  menu: 'M4 6h16M4 12h16M4 18h16',
} as const;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Pixel size; icons are decorative (aria-hidden) unless given a label. */
  size?: number;
  label?: string;
}

/** An icon. A name that is not a string logs an error and renders nothing (spec discovery §8). */
export function Icon({ name, size = 20, label, ...rest }: IconProps) {
  if (typeof name !== 'string') {
    console.error('Icon: the icon name must be a string, got', name);
    return null;
  }
  const path = Object.hasOwn(PATHS, name) ? PATHS[name] : undefined;
  if (!path) {
    console.error(`Icon: no icon named "${name}"`);
    return null;
  }
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
