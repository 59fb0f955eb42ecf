import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DLT_ENV } from '../../test/productionEnv';
import { loadConfig } from '../config';
import sms from './sms';

/** Starts the SMS plugin alone with these settings, answering the log lines it wrote. */
async function startUpLog(env: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push((JSON.parse(String(chunk)) as { msg: string }).msg);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.decorate('config', loadConfig({ NODE_ENV: 'test', STOREFRONT_URL: 'https://shop.example.com', ...env }));
  await app.register(sms);
  await app.ready();
  await app.close();
  return lines;
}

describe('the SMS plugin at start-up', () => {
  it('says once that WebOTP is off when the DLT template has no WebOTP line', async () => {
    const lines = await startUpLog({
      ...DLT_ENV,
      SMS_DLT_TEMPLATE: '{#var#} is your Kirana Now sign-in code. It expires in {#var#} minutes. Never share it.',
    });
    expect(lines.filter((line) => /WebOTP/.test(line))).toEqual([
      'WebOTP is off: SMS_DLT_TEMPLATE does not end with the line "@shop.example.com #{#var#}", so Chrome on Android will not offer the code from the SMS (customers type it)',
    ]);
  });

  it('says nothing of WebOTP when the template ends with its line', async () => {
    expect((await startUpLog({ ...DLT_ENV })).filter((line) => /WebOTP/.test(line))).toEqual([]);
  });
});
