import type { TagManagerSettings } from '@mbw/analytics';
import brand from 'virtual:brand';
import { env } from '../server/runtime/env.server';
import { tagManagerSettings } from './tag-manager-settings';

let settings: TagManagerSettings | null | undefined;

/** This server's tag manager (env + brand config), worked out once: the CSP and the page shell read it. */
export function brandTagManager(): TagManagerSettings | null {
  if (settings === undefined) settings = tagManagerSettings(env(), brand.tagManagerContainerId);
  return settings;
}
