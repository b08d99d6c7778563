import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 GET over a fresh loopback socket, with the request target written byte for byte: Node's and the
 * browser's clients normalise dot segments, escape unicode and refuse CR/LF, which is exactly what a hostile path
 * must not lose on the way.
 */
export function rawGet(options: { port: number; target: string; host: string; headers?: Record<string, string>; timeoutMs?: number }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: options.port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error(`timeout after ${options.timeoutMs ?? 30_000} ms: ${options.target.slice(0, 200)}`)), options.timeoutMs ?? 30_000);
    socket.on('connect', () => {
      const extra = Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      // write, not end: Node's HTTP server drops a half-closed socket whose answer is still rendering.
      socket.write(Buffer.concat([Buffer.from('GET '), Buffer.from(options.target, 'utf8'), Buffer.from(` HTTP/1.1\r\nHost: ${options.host}\r\nConnection: close\r\n${extra}\r\n`)]));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const head = headEnd === -1 ? text : text.slice(0, headEnd);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
      if (Number.isNaN(status)) {
        reject(new Error(`no HTTP response for ${options.target.slice(0, 200)}: ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rawBody = headEnd === -1 ? '' : Buffer.concat(chunks).subarray(Buffer.byteLength(text.slice(0, headEnd + 4), 'latin1')).toString('utf8');
      resolve({ status, headers, body: headers['transfer-encoding'] === 'chunked' ? dechunk(rawBody) : rawBody });
    });
  });
}

function dechunk(body: string): string {
  // Bodies are only searched for reflected input; joining the chunk payloads is enough, sizes need not be exact.
  return body.replace(/(^|\r\n)[0-9a-f]+\r\n/gi, '');
}

/** Runs `task` over `items` with at most `concurrency` in flight; stops starting new ones after `deadline`. */
export async function runPool<T>(items: readonly T[], options: { concurrency: number; deadline: number }, task: (item: T, index: number) => Promise<void>): Promise<{ done: number; timedOut: boolean }> {
  let next = 0;
  let done = 0;
  let timedOut = false;
  const worker = async () => {
    while (next < items.length) {
      if (Date.now() > options.deadline) {
        timedOut = true;
        return;
      }
      const index = next++;
      await task(items[index] as T, index);
      done++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { done, timedOut };
}
