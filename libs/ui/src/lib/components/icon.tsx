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
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  'arrow-down': 'M12 5v14M6 13l6 6 6-6',
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 017 0V11',
  share: 'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  print: 'M6 9V2h12v7M6 18H4a2 2 0 01-2-2v-5a2 2 0 012-2h16a2 2 0 012 2v5a2 2 0 01-2 2h-2M6 14h12v8H6z',
  pin: 'M12 22s-7-6.2-7-12a7 7 0 0114 0c0 5.8-7 12-7 12zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  chat: 'M21 12a8 8 0 01-11.6 7.1L3 21l1.9-6.4A8 8 0 1121 12z',
  play: 'M8 5v14l11-7z',
  more: 'M4.5 12h1M11.5 12h1M18.5 12h1',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  filter: 'M3 5h18l-7 8v6l-4 2v-8L3 5z',
  compare: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  'arrow-up': 'M12 19V5M6 11l6-6 6 6',
} as const;

/** Glyphs drawn as filled shapes rather than strokes. */
const FILLED: ReadonlySet<string> = new Set(['play']);

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
      fill={FILLED.has(name) ? 'currentColor' : 'none'}
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
