import { BRAND_IDS, type BrandId } from './brands.ts';

/**
 * Where a harness runs its stack: local-services and one production server per brand, each on a
 * port of its own, so the e2e suite, the quality gates and `nx serve` never collide. The variable
 * `offsetVariable` names moves every port by its value (two checkouts on one machine, each with
 * its own offset).
 */
export interface PortPlan {
  /** The environment variable that moves every port, e.g. E2E_PORT_OFFSET. */
  offsetVariable: string;
  /** The first brand's port; the others follow in BRAND_IDS order. */
  brandBase: number;
  localServicesBase: number;
  /** local-services' database file, relative to the workspace root. */
  database: string;
}

/** The e2e suite: brands on 3100–3103, local-services on 4110. */
export const E2E_PORTS: PortPlan = {
  offsetVariable: 'E2E_PORT_OFFSET',
  brandBase: 3100,
  localServicesBase: 4110,
  database: 'tmp/e2e/local-services.sqlite',
};
/** The quality gates: brands on 3200–3203, local-services on 4210. */
export const QUALITY_PORTS: PortPlan = {
  offsetVariable: 'QUALITY_PORT_OFFSET',
  brandBase: 3200,
  localServicesBase: 4210,
  database: 'tmp/quality/local-services.sqlite',
};

export interface StackPorts {
  offset: number;
  /** local-services' database file: the plan's, with the offset in its name when there is one (two stacks of one checkout never share it). */
  database: string;
  localServicesPort: number;
  localServicesUrl: string;
  brandPort(id: BrandId): number;
  brandUrl(id: BrandId): string;
}

/** The plan's ports, moved by the offset its variable holds (0 when unset). */
export function stackPorts(plan: PortPlan, env: Record<string, string | undefined> = process.env): StackPorts {
  const raw = env[plan.offsetVariable];
  const offset = Number(raw ?? '0');
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000)
    throw new Error(`${plan.offsetVariable} must be a whole number from 0 to 50000, not ${raw}`);
  const localServicesPort = plan.localServicesBase + offset;
  const brandPort = (id: BrandId) => {
    const slot = BRAND_IDS.indexOf(id);
    if (slot < 0) throw new Error(`No brand "${id}"`);
    return plan.brandBase + offset + slot;
  };
  return {
    offset,
    database: offset === 0 ? plan.database : plan.database.replace(/(\.sqlite)?$/, `-${offset}$1`),
    localServicesPort,
    localServicesUrl: `http://127.0.0.1:${localServicesPort}`,
    brandPort,
    brandUrl: (id) => `http://127.0.0.1:${brandPort(id)}`,
  };
}
