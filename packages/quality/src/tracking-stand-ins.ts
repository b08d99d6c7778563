import { createServer, type Server } from 'node:http';
import { assertPortFree } from './stack.ts';

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
  // The consent provider's notice: two buttons announcing the decision as the shop's provider adapter does.
  '/consent.js': `(function () {
  var box = document.createElement('div');
  box.id = 'provider-notice';
  box.style.position = 'fixed';
  box.style.top = '0';
  ['GRANTED', 'DECLINED'].forEach(function (status) {
    var button = document.createElement('button');
    button.textContent = 'Provider ' + status.toLowerCase();
    button.onclick = function () {
      window.dispatchEvent(new CustomEvent('shop:consent', { detail: { status: status } }));
      box.remove();
    };
    box.append(button);
  });
  document.body.append(box);
})();`,
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
