/**
 * The device class of a user agent (spec product §4: on mobile, tablet, console, smart TV and
 * wearable devices the bulk-download checkboxes give way to click-to-download). A small regex
 * parser on the server's User-Agent header: no UA library is installed, and the page only needs
 * "desktop or not". Order matters: TVs and consoles often claim a desktop or Android platform,
 * Android tablets are Android without "Mobile". A missing user agent counts as desktop.
 */
export type DeviceClass = 'desktop' | 'mobile' | 'tablet' | 'console' | 'smarttv' | 'wearable';

const WEARABLE = /\b(wearable|watch os|watchos|wear os|glass)\b|\bwatch\b/i;
const SMART_TV =
  /smart-?tv|\bgoogletv\b|\bappletv\b|\bhbbtv\b|netcast|\btizen\b.*\btv\b|\bweb0s\b|webos.*tv|\broku\b|\bcrkey\b|\bbravia\b|\baft[a-z]{1,2}\b|\bviera\b|philipstv|\bandroid tv\b|\btv\b/i;
const CONSOLE = /playstation|\bxbox\b|nintendo|\bouya\b/i;
const TABLET = /\bipad\b|\btablet\b|\bkindle\b|\bsilk\b|\bplaybook\b|android(?!.*\bmobile\b)/i;
const MOBILE = /\bmobi|\biphone\b|\bipod\b|windows phone|\bblackberry\b|\bbb10\b|opera mini|iemobile/i;

export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return 'desktop';
  if (WEARABLE.test(ua)) return 'wearable';
  if (SMART_TV.test(ua)) return 'smarttv';
  if (CONSOLE.test(ua)) return 'console';
  if (TABLET.test(ua)) return 'tablet';
  if (MOBILE.test(ua)) return 'mobile';
  return 'desktop';
}

export const isDesktopDevice = (userAgent: string | null | undefined): boolean => deviceClass(userAgent) === 'desktop';
