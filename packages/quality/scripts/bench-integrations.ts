// `pnpm --filter @shop/quality bench:integrations`: the figures of issues 6 and 10 alone (npm run bench includes them):
// first-load JS of a page with an A/B block against one without, and first-load JS and Lighthouse of the start page
// with every integration configured against none. Exits 1 when the A/B block adds 5 kB or more, or the start page gets worse.
import { formatIntegrationFigures, measureIntegrationFigures } from '../src/integration-figures.ts';
import { integrationBenchPorts } from '../src/ports.ts';
import { startChannelApp, startShopApi } from '../src/stack.ts';

const ports = integrationBenchPorts;
const api = await startShopApi({
  port: ports.api,
  env: { ALLOWED_ORIGINS: `http://localhost:${ports.kartenliebe},http://localhost:${ports.configured}` },
});
let failed: boolean | undefined;
try {
  const plain = await startChannelApp({ channel: 'kartenliebe', ports });
  try {
    const figures = await measureIntegrationFigures({
      plainBase: `http://localhost:${ports.kartenliebe}`,
      configuredPorts: { kartenliebe: ports.configured, wallart: ports.wallart, api: ports.api },
      standInPort: ports.standIns,
      splitPort: ports.split,
    });
    const { lines, failures } = formatIntegrationFigures(figures);
    for (const line of lines) console.log(line);
    for (const failure of failures) console.error(`OVER ${failure}`);
    console.log(JSON.stringify(figures, null, 2));
    failed = failures.length > 0;
  } finally {
    await plain.stop();
  }
} finally {
  await api.stop();
}
process.exit(failed === false ? 0 : 1);
