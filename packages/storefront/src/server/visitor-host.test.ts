import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createVisitorHost, VISITOR_HOST_HEADER } from './visitor-host.ts';

const request = (headers: IncomingMessage['headers']) => ({ headers: { ...headers } }) as IncomingMessage;

describe('createVisitorHost', () => {
  const keepVisitorHost = createVisitorHost({ token: 'process-token' });

  it('marks a visitor request with the token and its Host, leaving the Host alone', () => {
    const req = request({ host: 'ch.localhost:3000' });
    keepVisitorHost(req);
    expect(req.headers.host).toBe('ch.localhost:3000');
    expect(req.headers[VISITOR_HOST_HEADER]).toBe('process-token ch.localhost:3000');
  });

  it('gives the server’s own follow-up request (a server action’s redirect) the visitor’s Host back', () => {
    const action = request({ host: 'ch.localhost:3000' });
    keepVisitorHost(action);
    // Next copies the action request's headers onto its fetch of http://0.0.0.0:3000/fr/panier; fetch sets Host itself.
    const followUp = request({ ...action.headers, host: '0.0.0.0:3000' });
    keepVisitorHost(followUp);
    expect(followUp.headers.host).toBe('ch.localhost:3000');
  });

  it('ignores the header from a client without the token (no choosing another country’s shop through it)', () => {
    for (const forged of ['kartenliebe.fr', 'other-token kartenliebe.fr', 'process-token', 'process-token ']) {
      const req = request({ host: 'localhost:3000', [VISITOR_HOST_HEADER]: forged });
      keepVisitorHost(req);
      expect(req.headers.host, forged).toBe('localhost:3000');
      expect(req.headers[VISITOR_HOST_HEADER]).toBe('process-token localhost:3000');
    }
  });

  it('drops the header when a request has no Host', () => {
    const req = request({ [VISITOR_HOST_HEADER]: 'forged' });
    keepVisitorHost(req);
    expect(req.headers[VISITOR_HOST_HEADER]).toBeUndefined();
  });
});
