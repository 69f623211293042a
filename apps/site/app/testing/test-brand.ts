import { defineBrand } from '@mbw/brand';

/** The brand the site's unit tests run as (the real ones are in apps/<brand>/brand.config.ts). */
export default defineBrand({
  id: 'technologies',
  displayName: 'Kestrel Test',
  sitecoreSiteName: 'technologies',
  domain: 'www.test.example',
  shop: true,
  search: {
    defaultTab: 'products',
    tabs: ['products', 'contents', 'variants'],
    restriction: '@site=="technologies"',
    tenant: 'technologies',
    source: 'kestrel-technologies',
    hubs: { global: 'G', stories: 'S', careers: 'C', events: 'E', downloads: 'D' },
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
    fontFamily: 'system-ui',
    headingFontFamily: 'system-ui',
    radius: 4,
  },
  logo: { src: '/logo.svg', width: 200, height: 40 },
});
