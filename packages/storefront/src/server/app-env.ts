import { z } from 'zod';

const portSchema = z.coerce.number().int().min(1).max(65535);

const sharedSchema = z.object({
  API_PORT: portSchema.default(4000),
  SHOP_API_URL: z.url().optional(),
  HOSTNAME: z.string().min(1).default('0.0.0.0'),
});

export interface AppEnv {
  port: number;
  hostname: string;
  shopApiUrl: string;
}

/** The env a channel app reads: its port and the shop API. Each variable has a working local default. */
export function readAppEnv(source: Record<string, string | undefined>, options: { portVariable: string; defaultPort: number }): AppEnv {
  const shared = sharedSchema.parse(source);
  const port = portSchema.default(options.defaultPort).parse(source[options.portVariable]);
  return { port, hostname: shared.HOSTNAME, shopApiUrl: shared.SHOP_API_URL ?? `http://localhost:${shared.API_PORT}` };
}
