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

/** The logger the wrapper reports to; the apps inject their own (console, logging script). */
export type FlagLogger = {
  error(event: FlagLogCode, details?: Record<string, unknown>): void;
  warn(event: FlagLogCode, details?: Record<string, unknown>): void;
};

/** A logger that drops everything, for callers that inject none. */
export const silentLogger: FlagLogger = { error() {}, warn() {} };
