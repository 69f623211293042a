import { defineBrand } from '@mbw/brand';

/** Kestrel Sensor: the whole brand app is this file, its logo and a one-line Vite config. */
export default defineBrand({
  id: 'sensor',
  displayName: 'Kestrel Sensor',
  sitecoreSiteName: 'sensor',
  domain: 'www.sensor.kestrel.example',
  shop: false,
  search: {
    defaultTab: 'products',
    tabs: ['products', 'accessories', 'contents', 'stories', 'careers', 'variants'],
    restriction: '@site=="sensor"',
    tenant: 'sensor',
    source: 'kestrel-sensor',
    hubs: {
      global: 'Sensor-Global-Search',
      stories: 'Sensor-Stories',
      careers: 'Sensor-Careers',
      events: 'Sensor-Events',
      downloads: 'GeneralDownloads',
    },
  },
  theme: {
    primary: '#00667a',
    primaryStrong: '#004452',
    accent: '#8fd6c9',
    text: '#14262b',
    textMuted: '#4d5f63',
    background: '#ffffff',
    surface: '#eef6f6',
    border: '#7f9296',
    focus: '#9b1c5a',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headingFontFamily: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif",
    radius: 12,
  },
  logo: { src: '/logo.svg', width: 200, height: 40 },
});
