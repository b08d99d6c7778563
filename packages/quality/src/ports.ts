import type { StackPorts } from './stack.ts';

/** The stack the hostile suites start: apart from `npm start` (3000…) and the e2e suite (3100…). */
export const hostilePorts: StackPorts = {
  kartenliebe: Number(process.env.QUALITY_KL_PORT ?? 3200),
  wallart: Number(process.env.QUALITY_WA_PORT ?? 3201),
  api: Number(process.env.QUALITY_API_PORT ?? 4200),
};

/** A second stack for the fault tests, which stop and break its backends. */
export const faultPorts: StackPorts & { content: number } = {
  kartenliebe: 3210,
  wallart: 3211,
  api: 4210,
  content: 4211,
};

/** The bench's own stack plus the two references. */
export const benchPorts = {
  kartenliebe: 3300,
  wallart: 3301,
  api: 4300,
  bareNext: 3302,
  staticServer: 3303,
} as const;

/** The channel apps of the security checks (the shop API is the shared one). */
export const securityPorts: StackPorts = { kartenliebe: 3220, wallart: 3221, api: hostilePorts.api };

/** The hostile-traffic checks (issue 15): their own channel apps in front of the shared shop API. */
export const trafficPorts: StackPorts = { kartenliebe: 3240, wallart: 3241, api: hostilePorts.api };

/**
 * The tracking and flag suites (issues 10 and 6): their own channel apps with every integration pointed at loopback
 * stand-ins the test starts (third-party scripts, the Split service); the shop API is the shared one.
 */
export const trackingPorts: StackPorts & { standIns: number; split: number } = {
  kartenliebe: 3230,
  wallart: 3231,
  api: hostilePorts.api,
  standIns: 4190,
  split: 4191,
};

/** The integration figures (scripts/bench-integrations.ts): a plain kartenliebe and one with every integration configured. */
export const integrationBenchPorts = {
  kartenliebe: 3310,
  wallart: 3311,
  configured: 3312,
  api: 4310,
  standIns: 4390,
  split: 4391,
} as const;
