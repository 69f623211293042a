import { describe, expect, it } from 'vitest';
import { deviceClass, isDesktopDevice } from './downloads-device';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  kindle: 'Mozilla/5.0 (Linux; Android 11; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.1.1 like Chrome/126.0.0.0 Safari/537.36',
  playstation: 'Mozilla/5.0 (PlayStation; PlayStation 5/6.50) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  xbox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edge/44.18363.8131',
  nintendo:
    'Mozilla/5.0 (Nintendo Switch; WifiWebAuthApplet) AppleWebKit/606.4 (KHTML, like Gecko) NF/6.0.1.15.4 NintendoBrowser/5.1.0.20393',
  tizenTv: 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
  webosTv: 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.79 Safari/537.36 WebAppManager',
  androidTv:
    'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K VH2 Build/STT1.211025.001.Z4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  fireTv:
    'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7633) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.3.1 like Chrome/120.0.0.0 Safari/537.36',
  wearOs: 'Mozilla/5.0 (Linux; Android 11; Wear OS; SM-R870) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  appleWatch: 'Mozilla/5.0 (Watch; CPU Watch OS 10_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

describe('deviceClass (spec product §4: checkboxes only on desktop)', () => {
  it.each([
    ['chromeWindows', 'desktop'],
    ['safariMac', 'desktop'],
    ['firefoxLinux', 'desktop'],
    ['iphone', 'mobile'],
    ['androidPhone', 'mobile'],
    ['ipad', 'tablet'],
    ['androidTablet', 'tablet'],
    ['kindle', 'tablet'],
    ['playstation', 'console'],
    ['xbox', 'console'],
    ['nintendo', 'console'],
    ['tizenTv', 'smarttv'],
    ['webosTv', 'smarttv'],
    ['androidTv', 'smarttv'],
    ['fireTv', 'smarttv'],
    ['wearOs', 'wearable'],
    ['appleWatch', 'wearable'],
  ] as const)('%s → %s', (name, expected) => {
    expect(deviceClass(UA[name])).toBe(expected);
  });

  it('counts a missing or empty user agent as desktop', () => {
    expect(deviceClass(null)).toBe('desktop');
    expect(deviceClass(undefined)).toBe('desktop');
    expect(deviceClass('  ')).toBe('desktop');
    expect(isDesktopDevice(UA.chromeWindows)).toBe(true);
    expect(isDesktopDevice(UA.iphone)).toBe(false);
  });
});
