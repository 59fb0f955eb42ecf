import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { selfSignedCertificate } from '../../scripts/nginxConfig';

export interface FakeSmsGateway {
  url: string;
  apiKey: string;
  /** The self-signed certificate the API is told to trust (NODE_EXTRA_CA_CERTS). */
  certificatePath: string;
  /** The last code sent to a 10-digit phone, or null. */
  codeFor(phone: string): string | null;
  /** A `CodeReader` for signIn(): waits for the next message to that phone. */
  readCode(phone: string): Promise<() => Promise<string>>;
  close(): Promise<void>;
}

/**
 * Stands in for the SMS provider's HTTPS endpoint: checks the bearer key, records each message
 * and reads the 6-digit code out of it, as a person reading the SMS would.
 */
export function startFakeSmsGateway(port: number, dir: string): Promise<FakeSmsGateway> {
  const { key, certificate: cert } = selfSignedCertificate(dir, 'sms');
  const apiKey = randomBytes(12).toString('hex');
  const codes = new Map<string, { code: string; count: number }>();
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401).end();
        return;
      }
      const { to, message } = JSON.parse(body) as { to: string; message: string };
      const code = /\b(\d{6})\b/.exec(message)?.[1];
      const phone = to.replace(/^\+91/, '');
      if (code) codes.set(phone, { code, count: (codes.get(phone)?.count ?? 0) + 1 });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'queued' }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `https://127.0.0.1:${port}/send`,
        apiKey,
        certificatePath: cert,
        codeFor: (phone) => codes.get(phone)?.code ?? null,
        async readCode(phone) {
          const before = codes.get(phone)?.count ?? 0;
          return async () => {
            for (let waited = 0; waited < 10_000; waited += 100) {
              const entry = codes.get(phone);
              if (entry && entry.count > before) return entry.code;
              await new Promise((r) => setTimeout(r, 100));
            }
            throw new Error(`no SMS reached the gateway for ${phone}`);
          };
        },
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
