import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { startServer } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the static export on an ephemeral 127.0.0.1 port, building it first if it is missing. */
export default async function setup(project: TestProject) {
  if (!existsSync('out/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const server = await startServer({ root: 'out', port: 0, host: '127.0.0.1' });
  const { port } = server.address() as AddressInfo;
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  // Connections a browser kept open for reuse would hold close() until they time out.
  return () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
}
