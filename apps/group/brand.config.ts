import { defineBrand } from '@mbw/brand';

/** Kestrel Group: the whole brand app is this file, its logo and a one-line Vite config. */
export default defineBrand({
  id: 'group',
  displayName: 'Kestrel Group',
  sitecoreSiteName: 'group',
  domain: 'www.group.kestrel.example',
  shop: false,
  search: {
    defaultTab: 'contents',
    tabs: ['products', 'accessories', 'contents', 'stories', 'careers', 'variants'],
    restriction: '@site=="group"',
    tenant: 'group',
    source: 'kestrel-group',
    hubs: {
      global: 'Group-Global-Search',
      stories: 'Group-Stories',
      careers: 'Group-Careers',
      events: 'Group-Events',
      downloads: 'GeneralDownloads',
    },
  },
  theme: {
    primary: '#1b2a4a',
    primaryStrong: '#0f1a33',
    accent: '#c9a227',
    text: '#1c1c1e',
    textMuted: '#55575c',
    background: '#ffffff',
    surface: '#f4f1ea',
    border: '#8a8a8a',
    focus: '#8a6d00',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headingFontFamily: "Georgia, 'Times New Roman', serif",
    radius: 2,
  },
  logo: { src: '/logo.svg', width: 200, height: 40 },
});
