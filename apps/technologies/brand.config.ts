import { defineBrand } from '@mbw/brand';

/** Kestrel Technologies: the whole brand app is this file, its logo and a one-line Vite config. */
export default defineBrand({
  id: 'technologies',
  displayName: 'Kestrel Technologies',
  sitecoreSiteName: 'technologies',
  domain: 'www.technologies.kestrel.example',
  shop: true,
  search: {
    defaultTab: 'products',
    tabs: ['products', 'accessories', 'contents', 'stories', 'careers', 'variants'],
    restriction: '@site=="technologies"',
    tenant: 'technologies',
    source: 'kestrel-technologies',
    hubs: {
      global: 'Technologies-Global-Search',
      stories: 'Technologies-Stories',
      careers: 'Technologies-Careers',
      events: 'Technologies-Events',
      downloads: 'GeneralDownloads',
    },
  },
  theme: {
    primary: '#c8102e',
    primaryStrong: '#96091f',
    accent: '#ffcd00',
    text: '#1a1a1a',
    textMuted: '#545454',
    background: '#ffffff',
    surface: '#f4f4f4',
    border: '#8c8c8c',
    focus: '#0050b3',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headingFontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    radius: 4,
  },
  logo: { src: '/logo.svg', width: 200, height: 40 },
});
