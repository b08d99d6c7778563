import { expect, test } from '@playwright/test';
import { signUp } from '../src/api-hostile.ts';
import { postViaShop } from '../src/client-address.ts';
import { trafficPorts } from '../src/ports.ts';
import { startChannelApp, type Service } from '../src/stack.ts';

// Issue 15 ("Ready for hostile traffic"): what a few requests must no longer be able to do to everyone else.
// Shoppers are played from their own loopback addresses (127.0.0.2 …) through the shop's /shop-api forward.
const api = `http://127.0.0.1:${trafficPorts.api}`;
const shopPort = trafficPorts.kartenliebe;
const runId = `${Date.now().toString(36)}-${process.pid}`;
let shop: Service | undefined;

test.beforeAll(async () => {
  // Waits for a teammate's build in progress (src/stack.ts snapshotApp) before starting.
  test.setTimeout(660_000);
  shop = await startChannelApp({ channel: 'kartenliebe', ports: trafficPorts });
});
test.afterAll(async () => {
  await shop?.stop();
});

const login = (from: string, email: string, password: string) => postViaShop({ from, port: shopPort, path: '/web-api/customer-login', json: { email, password } });

test.describe('log-in throttling per real client', () => {
  test('30 wrong log-ins from 127.0.0.2 through the shop do not stop a customer on 127.0.0.3 @fast', async () => {
    const email = `victim-${runId}@example.com`;
    await signUp(api, email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) statuses.push((await login('127.0.0.2', `guess-${attempt}-${runId}@example.com`, 'wrong-password-1')).status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(30);
    const attacker = await login('127.0.0.2', `guess-31-${runId}@example.com`, 'wrong-password-1');
    expect(attacker.status, 'the attacking client itself is stopped').toBe(429);
    const customer = await login('127.0.0.3', email, 'quality-password-1');
    console.log(`30 wrong log-ins from 127.0.0.2: ${statuses.length} × 400, 31st ${attacker.status}; customer on 127.0.0.3: ${customer.status}`);
    expect(customer.status).toBe(200);
  });

  test('50 parallel wrong guesses on one account: at most 5 evaluated, the owner gets in after the Retry-After delay', async () => {
    const email = `parallel-${runId}@example.com`;
    await signUp(api, email);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => login(`127.0.1.${n + 1}`, email, `wrong-guess-${n}`)));
    const evaluated = answers.filter((answer) => answer.status === 400).length;
    const refused = answers.filter((answer) => answer.status === 429);
    console.log(`50 parallel wrong guesses: ${evaluated} evaluated (400), ${refused.length} refused (429)`);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(evaluated + refused.length).toBe(50);
    // The account slows down, it is not locked: the owner's right password goes through once the gate opens.
    const retryAfter = Math.max(...refused.map((answer) => Number(answer.headers['retry-after'])));
    expect(retryAfter).toBeLessThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
    const owner = await login('127.0.0.9', email, 'quality-password-1');
    console.log(`owner after ${retryAfter} s: ${owner.status}`);
    expect(owner.status).toBe(200);
  });

  test('a shopper who forges X-Forwarded-For through the shop is still counted by his own address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const answer = await postViaShop({ from: '127.0.0.4', port: shopPort, path: '/web-api/customer-login', json: { email: `forged-${attempt}-${runId}@example.com`, password: 'wrong-password-1' }, headers: { 'x-forwarded-for': `10.0.${attempt}.1` } });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
