import { defineBrand } from '@mbw/brand';

/** Kestrel Welding Tools: the whole brand app is this file, its logo and a one-line Vite config. */
export default defineBrand({
  id: 'welding-tools',
  displayName: 'Kestrel Welding Tools',
  sitecoreSiteName: 'welding-tools',
  domain: 'www.welding-tools.kestrel.example',
  shop: true,
  search: {
    defaultTab: 'products',
    tabs: ['products', 'accessories', 'contents', 'stories', 'careers', 'variants'],
    restriction: '@site=="welding-tools"',
    tenant: 'welding-tools',
    source: 'kestrel-welding-tools',
    hubs: {
      global: 'WeldingTools-Global-Search',
      stories: 'WeldingTools-Stories',
      careers: 'WeldingTools-Careers',
      events: 'WeldingTools-Events',
      downloads: 'GeneralDownloads',
    },
  },
  theme: {
    primary: '#a84300',
    primaryStrong: '#7a3000',
    accent: '#ffb347',
    text: '#231a14',
    textMuted: '#5c5048',
    background: '#ffffff',
    surface: '#fbf3ea',
    border: '#8f8172',
    focus: '#1d4ed8',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headingFontFamily: "Impact, 'Arial Narrow Bold', 'Segoe UI', sans-serif",
    radius: 0,
  },
  logo: { src: '/logo.svg', width: 200, height: 40 },
});
