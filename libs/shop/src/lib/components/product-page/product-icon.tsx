import type { SVGProps } from 'react';

/**
 * The product page's action icons (24×24 strokes, currentColor, decorative). The ui icon set has
 * no share, print, pin, chat, download or play glyph; they live here until another page needs them.
 */
const PATHS = {
  share: 'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  print: 'M6 9V2h12v7M6 18H4a2 2 0 01-2-2v-5a2 2 0 012-2h16a2 2 0 012 2v5a2 2 0 01-2 2h-2M6 14h12v8H6z',
  pin: 'M12 22s-7-6.2-7-12a7 7 0 0114 0c0 5.8-7 12-7 12zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  chat: 'M21 12a8 8 0 01-11.6 7.1L3 21l1.9-6.4A8 8 0 1121 12z',
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  play: 'M8 5v14l11-7z',
  check: 'M4 12l5 5L20 6',
  info: 'M12 2a10 10 0 100 20 10 10 0 000-20zM12 11v6M12 7v.5',
  'arrow-down': 'M12 5v14M6 13l6 6 6-6',
} as const;

export type ProductIconName = keyof typeof PATHS;

export function ProductIcon({ name, size = 20, ...rest }: { name: ProductIconName; size?: number } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
