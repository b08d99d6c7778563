import { flagNames } from '@shop/flags/flag-names';
import { serviceFlag, startFakeSplitService } from '@shop/flags/testing/fake-split-service';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { assertPortFree, repoRoot } from './stack.ts';

/** A request for one of the stand-in scripts, as the test server saw it. */
export interface StandInRequest {
  path: string;
  query: URLSearchParams;
  /** The page that asked (Referer), to tell which page loaded it. */
  referer: string | undefined;
}

// The stand-ins keep what they receive in the page (`window.__standIns`), so the test reads it without the page having
// to send anything anywhere: the shop's content security policy only has to allow loading the scripts themselves.
const record = `function record(name, call) {
  var all = (window.__standIns = window.__standIns || {});
  (all[name] = all[name] || []).push(call);
}`;

/** The third-party scripts: tag manager, session recorder, logging / RUM, consent notice. */
export const standInScripts: Record<string, string> = {
  // The tag manager reads the data layer it finds (the page's order) and every later push.
  '/tm/gtm.js': `(function () {
  ${record}
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.slice().forEach(function (entry) { record('tag-manager', entry); });
  var push = layer.push;
  layer.push = function () {
    Array.prototype.slice.call(arguments).forEach(function (entry) { record('tag-manager', entry); });
    return push.apply(layer, arguments);
  };
})();`,
  // The recorder's global appears a little after the script ran, as the real ones do after their bootstrap.
  '/recorder.js': `(function () {
  ${record}
  setTimeout(function () {
    window.rec = function () { record('recorder', Array.prototype.slice.call(arguments)); };
  }, 300);
})();`,
  '/logging.js': `(function () {
  ${record}
  window.DD_LOGS = {
    init: function (options) { record('rum', ['init', options]); },
    addError: function (error) { record('rum', ['addError', String(error && error.message ? error.message : error)]); },
    logger: {
      error: function (message) { record('rum', ['error', message]); },
      warn: function (message) { record('rum', ['warn', message]); },
    },
  };
})();`,
  // The consent provider's notice: the tracking package's own stand-in (two buttons announcing the decision as the
  // shop's provider adapter does).
  '/consent.js': readFileSync(path.join(repoRoot, 'packages/tracking/test/browser/stand-ins/consent-notice.js'), 'utf8'),
};

/** Serves the stand-in scripts on a fixed loopback port and records every request for them. */
export async function startStandInServer(port: number) {
  await assertPortFree(port);
  const requests: StandInRequest[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    requests.push({ path: url.pathname, query: url.searchParams, referer: request.headers.referer });
    const script = standInScripts[url.pathname];
    response.statusCode = script === undefined ? 404 : 200;
    response.setHeader('content-type', 'text/javascript; charset=utf-8');
    response.setHeader('cache-control', 'no-store');
    response.end(script ?? '');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    requests,
    /** The paths requested so far. */
    paths: () => requests.map((entry) => entry.path),
    reset: () => requests.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app env with every integration configured: scripts from the stand-in server, the Split service's stand-in. */
export function integrationEnv(ports: { standIns: number; split: number }): Record<string, string> {
  const standIns = `http://127.0.0.1:${ports.standIns}`;
  const split = `http://127.0.0.1:${ports.split}/api`;
  return {
    NEXT_PUBLIC_TAG_MANAGER_ID: 'GTM-TEST01',
    NEXT_PUBLIC_TAG_MANAGER_ORIGIN: `${standIns}/tm`,
    NEXT_PUBLIC_RECORDER_SCRIPT_URL: `${standIns}/recorder.js`,
    NEXT_PUBLIC_RECORDER_GLOBAL: 'rec',
    NEXT_PUBLIC_LOGGING_SCRIPT_URL: `${standIns}/logging.js`,
    NEXT_PUBLIC_LOGGING_GLOBAL: 'DD_LOGS',
    NEXT_PUBLIC_LOGGING_SAMPLE_RATE: '1',
    NEXT_PUBLIC_RUM_SAMPLE_RATE: '1',
    SPLIT_SERVER_KEY: 'server-key-of-the-stand-in',
    SPLIT_CLIENT_KEY: 'browser-key-of-the-stand-in',
    SPLIT_SDK_URL: split,
    SPLIT_EVENTS_URL: split,
    SPLIT_AUTH_URL: split,
    SPLIT_TELEMETRY_URL: split,
    SPLIT_STREAMING_ENABLED: 'false',
  };
}

/** The experiment of the A/B content block on the `ideen-und-angebote` pages. */
export const AB_FLAG = 'VOLL-965';

/** The Split service's stand-in on a fixed port: the A/B block's experiment on for every key, every other flag off. */
export async function startSplitStandIn(port: number) {
  await assertPortFree(port);
  return startFakeSplitService(
    flagNames.map((name) =>
      serviceFlag(name, { partitions: [{ treatment: name === AB_FLAG ? 'on' : 'off', size: 100 }] }),
    ),
    1000,
    { port },
  );
}
