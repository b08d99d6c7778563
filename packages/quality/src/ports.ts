import { perChannel } from '@shop/config/channels';
import type { StackName } from '@shop/config/channel-settings';
import type { StackPorts } from './stack.ts';

/** The channel apps' ports of one stack, from each channel's settings (packages/config/src/channels/<channel>.ts). */
function channelPorts(stack: StackName, variable?: (prefix: string) => string): Omit<StackPorts, 'api'> {
  return perChannel((settings) =>
    Number((variable && process.env[variable(settings.portVariablePrefix)]) ?? settings.ports[stack]),
  );
}

/** The stack the hostile suites start: apart from `npm start` (3000…) and the e2e suite (3100…). */
export const hostilePorts: StackPorts = {
  ...channelPorts('hostile', (prefix) => `QUALITY_${prefix}_PORT`),
  api: Number(process.env.QUALITY_API_PORT ?? 4200),
};

/** A second stack for the fault tests, which stop and break its backends. */
export const faultPorts: StackPorts & { content: number } = {
  ...channelPorts('faults'),
  api: 4210,
  content: 4211,
};

/**
 * The bench's own stack plus the two references (3390…: clear of the channels' 3300…). BENCH_KL_PORT, BENCH_WA_PORT,
 * BENCH_API_PORT, BENCH_BARE_PORT and BENCH_STATIC_PORT move a second run clear of one on the defaults.
 */
export const benchPorts = {
  ...channelPorts('bench', (prefix) => `BENCH_${prefix}_PORT`),
  api: Number(process.env.BENCH_API_PORT ?? 4300),
  bareNext: Number(process.env.BENCH_BARE_PORT ?? 3390),
  staticServer: Number(process.env.BENCH_STATIC_PORT ?? 3391),
} as const;

/** The channel apps of the security checks (the shop API is the shared one); QUALITY_SECURITY_KL_PORT / _WA_PORT move them. */
export const securityPorts: StackPorts = { ...channelPorts('security', (prefix) => `QUALITY_SECURITY_${prefix}_PORT`), api: hostilePorts.api };

/**
 * The hostile-traffic checks (issue 15): their own channel apps in front of the shared shop API.
 * QUALITY_TRAFFIC_KL_PORT / QUALITY_TRAFFIC_WA_PORT (with QUALITY_API_PORT) move a run clear of another one on this machine.
 */
export const trafficPorts: StackPorts = {
  ...channelPorts('traffic', (prefix) => `QUALITY_TRAFFIC_${prefix}_PORT`),
  api: hostilePorts.api,
};

/** The shared shop API's data folder (relative to apps/shop-api): one per API port, so two runs never share a database. */
export const hostileApiDataDir = process.env.QUALITY_API_PORT ? `.data/quality-${hostilePorts.api}` : '.data/quality';

/**
 * The tracking and flag suites (issues 10 and 6): their own channel apps with every integration pointed at loopback
 * stand-ins the test starts (third-party scripts, the Split service); the shop API is the shared one.
 */
export const trackingPorts: StackPorts & { standIns: number; split: number } = {
  ...channelPorts('tracking', (prefix) => `QUALITY_TRACKING_${prefix}_PORT`),
  api: hostilePorts.api,
  standIns: Number(process.env.QUALITY_TRACKING_STAND_INS_PORT ?? 4190),
  split: Number(process.env.QUALITY_TRACKING_SPLIT_PORT ?? 4191),
};

/** The integration figures (scripts/bench-integrations.ts): a plain kartenliebe and one with every integration configured. */
export const integrationBenchPorts = {
  ...channelPorts('benchIntegrations'),
  configured: 3392,
  api: 4310,
  standIns: 4390,
  split: 4391,
} as const;

/** The walk test's channel apps (tests/walk.spec.ts, issue 14); the shop API is the shared one. */
export const walkPorts: StackPorts = {
  ...channelPorts('walk', (prefix) => `QUALITY_WALK_${prefix}_PORT`),
  api: hostilePorts.api,
};
