import 'server-only';
import {
  trackingConfigFromEnv,
  trackingEnvNames,
  type TrackingConfig,
  type TrackingEnv,
} from '@shop/tracking/config';
import path from 'node:path';
import type { NextDoorUrls } from '../next-door/systems.ts';
import { z } from 'zod';

const portSchema = z.coerce.number().int().min(1).max(65535);

/** The local defaults of the content secrets: fine on a developer's machine, refused with NODE_ENV=production. */
export const LOCAL_CONTENT_DEFAULTS = { CONTENT_PREVIEW_TOKEN: 'local-preview-token', CONTENT_SPACE_ID: '1001', REVALIDATE_SECRET: 'local-revalidate-secret' } as const;

/**
 * With NODE_ENV=production a missing, empty or local-default secret stops the start with the variable's name: a shop
 * that quietly accepted the README's preview token would show drafts to anyone.
 */
export function assertProductionSecrets(source: Record<string, string | undefined>): void {
  // `next build` also runs with NODE_ENV=production and loads every route to collect its config: a build is not a start,
  // and an image is built without the secrets it gets at run time.
  if (source.NODE_ENV !== 'production' || source.NEXT_PHASE === 'phase-production-build') return;
  const wrong = (Object.keys(LOCAL_CONTENT_DEFAULTS) as (keyof typeof LOCAL_CONTENT_DEFAULTS)[]).filter((name) => {
    const value = source[name]?.trim();
    return !value || value === LOCAL_CONTENT_DEFAULTS[name];
  });
  if (wrong.length > 0) throw new Error(`refusing to start with NODE_ENV=production: set ${wrong.join(' and ')} (empty or the local default)`);
}

const sharedSchema = z.object({
  API_PORT: portSchema.default(4000),
  SHOP_API_URL: z.url().optional(),
  HOSTNAME: z.string().min(1).default('0.0.0.0'),
  /** Server-side Split SDK key; unset: localhost mode on SPLIT_FEATURES_FILE. */
  SPLIT_SERVER_KEY: z.string().min(1).optional(),
  /** Browser-side Split SDK key, handed to the browser by the bootstrap route. */
  SPLIT_CLIENT_KEY: z.string().min(1).optional(),
  /** Localhost-mode definitions; the default is the repository's file, seen from the app folder. */
  SPLIT_FEATURES_FILE: z.string().min(1).optional(),
  /** The Split service's hosts (a Split proxy, or the loopback stand-in of the tests); unset: the SDK's defaults. */
  SPLIT_SDK_URL: z.url().optional(),
  SPLIT_EVENTS_URL: z.url().optional(),
  SPLIT_AUTH_URL: z.url().optional(),
  SPLIT_TELEMETRY_URL: z.url().optional(),
  SPLIT_STREAMING_URL: z.url().optional(),
  /** `false` makes both SDKs poll instead of holding a streaming connection. */
  SPLIT_STREAMING_ENABLED: z.enum(['true', 'false']).default('true'),
  /** The content space's preview token (the shop API's local default) and space id: they sign editor previews. */
  CONTENT_PREVIEW_TOKEN: z.string().min(1).default(LOCAL_CONTENT_DEFAULTS.CONTENT_PREVIEW_TOKEN),
  CONTENT_SPACE_ID: z
    .string()
    .regex(/^[1-9]\d*$/)
    .default(LOCAL_CONTENT_DEFAULTS.CONTENT_SPACE_ID),
  /** Shared secret of the revalidation route (`/api/revalidate`): the shop API's publish webhook and editors send it. */
  REVALIDATE_SECRET: z.string().min(8).default(LOCAL_CONTENT_DEFAULTS.REVALIDATE_SECRET),
  /** The visual editor's bridge script, loaded on verified previews only. */
  CONTENT_BRIDGE_URL: z.url().default('https://app.storyblok.com/f/storyblok-v2-latest.js'),
  /**
   * The systems next door (designer, cart and checkout, customer account, orders): the origin of the real system that
   * answers their paths under the shop's domain; unset: the shop's own stand-in answers.
   */
  DESIGNER_URL: z.url().optional(),
  CART_URL: z.url().optional(),
  ACCOUNT_URL: z.url().optional(),
  ORDERS_URL: z.url().optional(),
  /** Google sign-in's OAuth client id (the shop API verifies its tokens); unset: no Google button, nothing loads. */
  GOOGLE_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]+\.apps\.googleusercontent\.com$/, 'a Google OAuth client id (….apps.googleusercontent.com)')
    .optional(),
});

/** Every variable a channel app reads (turbo.json must pass each to `start`; app-env.test.ts checks). */
export const appEnvVariableNames = ['NODE_ENV', 'KL_PORT', 'WA_PORT', ...Object.keys(sharedSchema.shape), ...trackingEnvNames];

export interface AppEnv {
  port: number;
  hostname: string;
  shopApiUrl: string;
  split: {
    serverKey?: string;
    clientKey?: string;
    featuresFile: string;
    /** Service hosts for both SDKs (the browser gets them from the bootstrap route); absent: the SDK's defaults. */
    urls?: SplitUrls;
    streamingEnabled: boolean;
  };
  /** Third-party integrations (tag manager, consent provider, recorder, logging, messenger), each off until configured. */
  tracking: TrackingConfig;
  content: { previewToken: string; spaceId: string; bridgeUrl: string; revalidateSecret: string };
  /** Google sign-in, off without a client id. */
  google: { clientId?: string };
  /** Real systems next door by route system; absent ones are answered by the shop's stand-ins. */
  nextDoor: NextDoorUrls;
}

export type SplitUrls = {
  sdk?: string;
  events?: string;
  auth?: string;
  telemetry?: string;
  streaming?: string;
};

/** The env a channel app reads: its port, the shop API, the flag service and the tracking integrations. Each variable has a working local default. */
export function readAppEnv(
  source: Record<string, string | undefined>,
  options: { portVariable: string; defaultPort: number },
): AppEnv {
  assertProductionSecrets(source);
  const shared = sharedSchema.parse(source);
  const urls = Object.fromEntries(
    Object.entries({
      sdk: shared.SPLIT_SDK_URL,
      events: shared.SPLIT_EVENTS_URL,
      auth: shared.SPLIT_AUTH_URL,
      telemetry: shared.SPLIT_TELEMETRY_URL,
      streaming: shared.SPLIT_STREAMING_URL,
    }).filter(([, url]) => url !== undefined),
  ) as SplitUrls;
  const port = portSchema.default(options.defaultPort).parse(source[options.portVariable]);
  return {
    port,
    hostname: shared.HOSTNAME,
    shopApiUrl: shared.SHOP_API_URL ?? `http://localhost:${shared.API_PORT}`,
    split: {
      serverKey: shared.SPLIT_SERVER_KEY,
      clientKey: shared.SPLIT_CLIENT_KEY,
      // Apps start in their own folder (pnpm runs scripts there), two levels below the repository root.
      featuresFile: shared.SPLIT_FEATURES_FILE ?? path.resolve('../../packages/flags/flags.yaml'),
      ...(Object.keys(urls).length > 0 ? { urls } : {}),
      streamingEnabled: shared.SPLIT_STREAMING_ENABLED === 'true',
    },
    tracking: trackingConfigFromEnv(
      Object.fromEntries(trackingEnvNames.map((name) => [name, source[name]])) as TrackingEnv,
    ),
    content: {
      previewToken: shared.CONTENT_PREVIEW_TOKEN,
      spaceId: shared.CONTENT_SPACE_ID,
      bridgeUrl: shared.CONTENT_BRIDGE_URL,
      revalidateSecret: shared.REVALIDATE_SECRET,
    },
    google: { clientId: shared.GOOGLE_CLIENT_ID },
    nextDoor: Object.fromEntries(
      Object.entries({ designer: shared.DESIGNER_URL, cart: shared.CART_URL, account: shared.ACCOUNT_URL, orders: shared.ORDERS_URL }).filter(([, url]) => url !== undefined),
    ) as NextDoorUrls,
  };
}
