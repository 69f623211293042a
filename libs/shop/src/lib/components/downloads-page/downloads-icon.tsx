import type { SVGProps } from 'react';

/** The downloads page's glyphs (24×24 strokes, currentColor, decorative): the ui set has neither. */
const PATHS = {
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 017 0V11',
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
} as const;

export type DownloadsIconName = keyof typeof PATHS;

export function DownloadsIcon({ name, size = 20, ...rest }: { name: DownloadsIconName; size?: number } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
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
      aria-hidden="true"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
