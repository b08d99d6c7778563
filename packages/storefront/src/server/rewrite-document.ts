import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** What a server-side rewrite of an HTML document changes: its head, and each later piece of its body as it passes. */
export interface DocumentRewrite {
  /** The document up to (not including) `</head>`, rewritten. */
  head(head: string): string;
  /** A piece of the streamed rest of the document (from `</head>` on), rewritten. Pieces pass in order, unsplit. */
  body?(piece: Buffer): Buffer;
  /** What the body rewrite still holds back when the document ends (a piece it was waiting to complete). */
  end?(): Buffer;
}

const headEnd = Buffer.from('</head>');

/**
 * Wraps `res` so an HTML answer is rewritten on its way out. The body is held until `</head>` has been written (the
 * first chunk of Next's stream holds the whole head), the head goes through `rewrite.head`, then the rest passes as it
 * comes, through `rewrite.body` when given. `start` is called once per HTML answer for the document's own rewrite (a
 * rewrite may keep what it learnt from the head for the body); answers that are not HTML pass untouched, length
 * included. Installed after the compression, so what it writes is compressed; the length of a rewritten answer is not
 * known beforehand.
 */
export function rewriteDocument(res: ServerResponse, start: () => DocumentRewrite): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  let rewrite: DocumentRewrite | undefined;
  let isHtml: boolean | undefined;
  let held: Buffer[] | undefined = [];
  const afterFlush: (() => void)[] = [];

  const decide = (headers?: OutgoingHttpHeaders) => {
    if (isHtml !== undefined) return isHtml;
    isHtml = /^text\/html/i.test(String(headers?.['content-type'] ?? res.getHeader('content-type') ?? ''));
    if (isHtml) {
      res.removeHeader('content-length');
      if (headers) delete headers['content-length'];
      rewrite = start();
    } else held = undefined;
    return isHtml;
  };
  const passBody = (piece: Buffer) => (rewrite?.body && piece.length > 0 ? rewrite.body(piece) : piece);
  const flush = (last: boolean) => {
    const body = Buffer.concat(held ?? []);
    held = undefined;
    const at = body.indexOf(headEnd);
    if (at < 0 && !last) return body; // cannot happen: flush is called once `</head>` is in or at the end
    if (at < 0) return Buffer.from(rewrite!.head(body.toString('utf8')));
    return Buffer.concat([Buffer.from(rewrite!.head(body.subarray(0, at).toString('utf8'))), passBody(body.subarray(at))]);
  };
  const toBuffer = (chunk: unknown, encoding: unknown) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
  const isCallback = (arg: unknown): arg is () => void => typeof arg === 'function';

  res.writeHead = ((statusCode: number, ...args: unknown[]) => {
    decide(args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg)));
    return writeHead(statusCode, ...args);
  }) as ServerResponse['writeHead'];

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!decide() || chunk === undefined || chunk === null) return write(chunk, ...rest);
    if (held === undefined) {
      if (!rewrite?.body) return write(chunk, ...rest);
      return write(passBody(toBuffer(chunk, rest[0])), ...rest.filter(isCallback));
    }
    held.push(toBuffer(chunk, rest[0]));
    const callback = rest.find(isCallback);
    if (callback) afterFlush.push(callback);
    if (!Buffer.concat(held).includes(headEnd)) return true;
    const ok = write(flush(false));
    for (const done of afterFlush.splice(0)) queueMicrotask(done);
    return ok;
  }) as ServerResponse['write'];

  res.end = ((...args: unknown[]) => {
    if (!decide()) return end(...args);
    const [chunk] = args;
    const hasChunk = typeof chunk !== 'function' && chunk !== undefined && chunk !== null;
    const callback = args.find(isCallback);
    const rest = callback ? [callback] : [];
    if (held === undefined) {
      if (!rewrite?.body) return end(...args);
      const last = Buffer.concat([hasChunk ? passBody(toBuffer(chunk, args[1])) : Buffer.alloc(0), rewrite.end?.() ?? Buffer.alloc(0)]);
      return last.length === 0 ? end(...rest) : end(last, ...rest);
    }
    if (hasChunk) held.push(toBuffer(chunk, args[1]));
    const body = Buffer.concat([flush(true), rewrite?.end?.() ?? Buffer.alloc(0)]);
    for (const done of afterFlush.splice(0)) queueMicrotask(done);
    return body.length === 0 ? end(...rest) : end(body, ...rest);
  }) as ServerResponse['end'];
}
