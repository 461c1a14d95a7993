import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What the pages of the shipped site fetch from other hosts (the icon font's stylesheet, the ads'
 * script and data) answered by a server of the test worker, with an empty 204, as the Chromium
 * flags this returns route them there: every other host resolves to it, and its self-signed
 * certificate is accepted. The tests stay off the network, and their console free of failed loads.
 *
 * Answering them through Playwright's routes instead made every request of every page go through the
 * worker, with the HTTP cache off: the data grid, charts, pickers, accessibility and playground files
 * took 140–143 busy CPU-s with the routes, 115 with this stand-in.
 *
 * Undefined without `openssl` to make the certificate: the contexts then route (see `localContext`).
 */
export async function thirdPartyStandIn(): Promise<string[] | undefined> {
  const certificate = selfSignedCertificate();
  if (!certificate) return undefined;
  const server = createServer(certificate, (request, response) => {
    response.writeHead(204, { 'Access-Control-Allow-Origin': request.headers.origin ?? '*' });
    response.end();
  });
  const port = await new Promise<number | undefined>((resolve) => {
    server.once('error', () => resolve(undefined));
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : undefined);
    });
  });
  if (port === undefined) return undefined;
  // The worker's process ends when its files are done, whatever it still serves.
  server.unref();
  return [`--host-resolver-rules=MAP * 127.0.0.1:${port}, EXCLUDE 127.0.0.1`, '--ignore-certificate-errors'];
}

/** A key and a certificate for the stand-in, made by `openssl` for the worker's run; undefined if it cannot. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-stand-in-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=third-party stand-in'];
    const made = spawnSync('openssl', args, { stdio: 'ignore' });
    return made.status === 0 ? { key: readFileSync(key), cert: readFileSync(cert) } : undefined;
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
