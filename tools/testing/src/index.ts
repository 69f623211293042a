// Plain Node runs the gates (tools/quality), so every import here names its file with `.ts`.
export {
  DEMO_PASSWORD,
  SESSION_COOKIE,
  expiredSessionCookie,
  openSession,
  restrictedDownloadPath,
  revokeAtProvider,
  sealSession,
  signInThroughSite,
  tamperedCookie,
  type SessionTokens,
} from './lib/account.ts';
export { axeScan } from './lib/axe.ts';
export { BRANDS, BRAND_IDS, isShopBrand, type BrandId, type HarnessBrand } from './lib/brands.ts';
export { CHROMIUM_FLAGS, CHROMIUM_LAUNCH_OPTIONS, CHROMIUM_PATH } from './lib/chromium.ts';
export { clearFaults, setFault, type FaultMode } from './lib/faults.ts';
export { SAMPLE_PRODUCTS } from './lib/samples.ts';
export { E2E_PORTS, QUALITY_PORTS, stackPorts } from './lib/ports.ts';
export { serverCommand, stackServers, startStack, type RunningBrand, type Stack, type StackOptions } from './lib/stack.ts';
export { workspaceRoot } from './lib/workspace.ts';
