import { validateTagManagerId } from '@shop/domain/validation/tag-manager-id';
import { z } from 'zod';

/** Spec point 9: logging, RUM and session-replay sample rates are 0 unless configured. */
export const DEFAULT_SAMPLE_RATE = 0;

const scriptUrl = z.url({ protocol: /^https?$/ });
const globalName = z.string().regex(/^[A-Za-z_$][\w$]*$/, 'must be a plain JavaScript identifier');
const sampleRate = z.number().min(0).max(1).default(DEFAULT_SAMPLE_RATE);

const tagManagerId = z.string().superRefine((id, context) => {
  const result = validateTagManagerId(id);
  if (!result.valid)
    context.addIssue({
      code: 'custom',
      message: result.error.message,
      params: { suggestion: result.error.suggestion },
    });
});

/** The settings of every third-party integration; each one is off until its URL or id is set. */
export const trackingConfigSchema = z.object({
  /** The page's CSP nonce for injected scripts. */
  nonce: z.string().min(1).optional(),
  tagManager: z
    .object({
      /** GTM-… (container) or G-… (measurement id); invalid ids fail with the corrected-id suggestion. */
      id: tagManagerId.optional(),
      origin: scriptUrl.default('https://www.googletagmanager.com'),
    })
    .default({ origin: 'https://www.googletagmanager.com' }),
  consent: z
    .object({
      /** The consent provider's notice script; without it the shop's own banner asks. */
      scriptUrl: scriptUrl.optional(),
      targetType: z.string().min(1).optional(),
      target: z.string().min(1).optional(),
      country: z.string().min(1).optional(),
      region: z.string().min(1).optional(),
    })
    .refine((consent) => !consent.scriptUrl || (consent.targetType && consent.target), {
      message: 'a consent provider needs targetType and target',
    })
    .default({}),
  recorder: z
    .object({
      scriptUrl: scriptUrl.optional(),
      /** The global function the recorder script defines; polled for, then called with the queued calls. */
      globalName: globalName.optional(),
    })
    .refine((recorder) => !recorder.scriptUrl || recorder.globalName, {
      message: 'a recorder needs its globalName',
    })
    .default({}),
  logging: z
    .object({
      scriptUrl: scriptUrl.optional(),
      /** The global the logging script defines (`init`, `logger.error/warn`, `addError`). */
      globalName: globalName.default('DD_LOGS'),
      clientToken: z.string().min(1).optional(),
      site: z.string().min(1).optional(),
      service: z.string().min(1).optional(),
      sampleRate,
      rumSampleRate: sampleRate,
      sessionReplaySampleRate: sampleRate,
    })
    .default({
      globalName: 'DD_LOGS',
      sampleRate: DEFAULT_SAMPLE_RATE,
      rumSampleRate: DEFAULT_SAMPLE_RATE,
      sessionReplaySampleRate: DEFAULT_SAMPLE_RATE,
    }),
  messenger: z
    .object({
      scriptUrl: scriptUrl.optional(),
      /** The global the chat script defines; its `open()` is called once it has loaded. */
      globalName: globalName.optional(),
    })
    .default({}),
  device: z
    .object({
      /** Spec point 9: re-run device detection 50 ms after a resize, when configured. */
      refineOnResize: z.boolean().default(false),
    })
    .default({ refineOnResize: false }),
});

export type TrackingConfig = z.infer<typeof trackingConfigSchema>;
export type TrackingConfigInput = z.input<typeof trackingConfigSchema>;

/** Validates the integration settings; everything absent means that integration stays off. */
export function parseTrackingConfig(input: TrackingConfigInput = {}): TrackingConfig {
  return trackingConfigSchema.parse(input);
}

/** The env variables the apps read for tracking (all optional; see the package README). */
export const trackingEnvNames = [
  'NEXT_PUBLIC_TAG_MANAGER_ID',
  'NEXT_PUBLIC_TAG_MANAGER_ORIGIN',
  'NEXT_PUBLIC_CONSENT_SCRIPT_URL',
  'NEXT_PUBLIC_CONSENT_TARGET_TYPE',
  'NEXT_PUBLIC_CONSENT_TARGET',
  'NEXT_PUBLIC_CONSENT_COUNTRY',
  'NEXT_PUBLIC_CONSENT_REGION',
  'NEXT_PUBLIC_RECORDER_SCRIPT_URL',
  'NEXT_PUBLIC_RECORDER_GLOBAL',
  'NEXT_PUBLIC_LOGGING_SCRIPT_URL',
  'NEXT_PUBLIC_LOGGING_GLOBAL',
  'NEXT_PUBLIC_LOGGING_CLIENT_TOKEN',
  'NEXT_PUBLIC_LOGGING_SITE',
  'NEXT_PUBLIC_LOGGING_SERVICE',
  'NEXT_PUBLIC_LOGGING_SAMPLE_RATE',
  'NEXT_PUBLIC_RUM_SAMPLE_RATE',
  'NEXT_PUBLIC_SESSION_REPLAY_SAMPLE_RATE',
  'NEXT_PUBLIC_MESSENGER_SCRIPT_URL',
  'NEXT_PUBLIC_MESSENGER_GLOBAL',
  'NEXT_PUBLIC_DEVICE_REFINE_ON_RESIZE',
] as const;

export type TrackingEnv = Partial<Record<(typeof trackingEnvNames)[number], string | undefined>>;

/** Maps the app's (already read) env variables to the config; empty strings count as unset. */
export function trackingConfigFromEnv(env: TrackingEnv): TrackingConfig {
  const text = (name: keyof TrackingEnv) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const rate = (name: keyof TrackingEnv) => {
    const value = text(name);
    return value === undefined ? undefined : Number(value);
  };
  const drop = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
  return parseTrackingConfig({
    tagManager: drop({
      id: text('NEXT_PUBLIC_TAG_MANAGER_ID'),
      origin: text('NEXT_PUBLIC_TAG_MANAGER_ORIGIN'),
    }),
    consent: drop({
      scriptUrl: text('NEXT_PUBLIC_CONSENT_SCRIPT_URL'),
      targetType: text('NEXT_PUBLIC_CONSENT_TARGET_TYPE'),
      target: text('NEXT_PUBLIC_CONSENT_TARGET'),
      country: text('NEXT_PUBLIC_CONSENT_COUNTRY'),
      region: text('NEXT_PUBLIC_CONSENT_REGION'),
    }),
    recorder: drop({
      scriptUrl: text('NEXT_PUBLIC_RECORDER_SCRIPT_URL'),
      globalName: text('NEXT_PUBLIC_RECORDER_GLOBAL'),
    }),
    logging: drop({
      scriptUrl: text('NEXT_PUBLIC_LOGGING_SCRIPT_URL'),
      globalName: text('NEXT_PUBLIC_LOGGING_GLOBAL'),
      clientToken: text('NEXT_PUBLIC_LOGGING_CLIENT_TOKEN'),
      site: text('NEXT_PUBLIC_LOGGING_SITE'),
      service: text('NEXT_PUBLIC_LOGGING_SERVICE'),
      sampleRate: rate('NEXT_PUBLIC_LOGGING_SAMPLE_RATE'),
      rumSampleRate: rate('NEXT_PUBLIC_RUM_SAMPLE_RATE'),
      sessionReplaySampleRate: rate('NEXT_PUBLIC_SESSION_REPLAY_SAMPLE_RATE'),
    }),
    messenger: drop({
      scriptUrl: text('NEXT_PUBLIC_MESSENGER_SCRIPT_URL'),
      globalName: text('NEXT_PUBLIC_MESSENGER_GLOBAL'),
    }),
    device: { refineOnResize: text('NEXT_PUBLIC_DEVICE_REFINE_ON_RESIZE') === 'true' },
  });
}
