import type { Logger } from '@shop/domain/logger';
/** The flag wrapper's log codes (spec point 8). Their texts are ours: the spec shows none. */
export const flagLogCodes = {
  alreadyInitialized: 'split-error-already-initialized',
  authorizationKeyEmpty: 'split-error-authorization-key-empty',
  clientOrSdkEmpty: 'split-error-client-or-sdk-empty',
  initialize: 'split-error-initialize',
  keyEmpty: 'split-error-key-empty',
  noGlobalClient: 'split-error-no-global-client',
  noTreatment: 'split-error-no-treatment',
  track: 'split-error-track',
  changeOfFeatureFlag: 'split-error-change-of-feature-flag',
  userKeyChanged: 'split-error-user-key-changed',
} as const;

export type FlagLogCode = (typeof flagLogCodes)[keyof typeof flagLogCodes];

/** The logger the wrapper reports to (the domain's one Logger, with the flag codes); the apps inject their own. */
export type FlagLogger = Logger<FlagLogCode>;

export { silentLogger } from '@shop/domain/logger';
