import { createHash } from 'node:crypto';
import {
  callbackChecksum,
  checksumMatches,
  fromBase64Json,
  payChecksum,
  statusChecksum,
  toBase64Json,
} from './checksum';

const salt = { saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399', saltIndex: 1 };
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('PhonePe X-VERIFY', () => {
  it('signs a pay request as SHA256(base64 payload + "/pg/v1/pay" + salt key) ### salt index', () => {
    const payload = toBase64Json({ merchantId: 'PGTESTPAYUAT', amount: 10000 });
    expect(payChecksum(payload, salt)).toBe(`${sha(`${payload}/pg/v1/pay${salt.saltKey}`)}###1`);
  });

  it('signs a status check as SHA256("/pg/v1/status/{merchantId}/{merchantTransactionId}" + salt key) ### salt index', () => {
    expect(statusChecksum('M1', 'T1', { ...salt, saltIndex: 2 })).toBe(
      `${sha(`/pg/v1/status/M1/T1${salt.saltKey}`)}###2`,
    );
  });

  it('checks a callback as SHA256(base64 response + salt key) ### salt index, in constant time', () => {
    const response = toBase64Json({ success: true, code: 'PAYMENT_SUCCESS' });
    const expected = callbackChecksum(response, salt);
    expect(expected).toBe(`${sha(response + salt.saltKey)}###1`);
    expect(checksumMatches(expected, expected)).toBe(true);
    expect(checksumMatches(expected.toUpperCase(), expected)).toBe(true);
    expect(checksumMatches(callbackChecksum(response, { ...salt, saltKey: 'other' }), expected)).toBe(false);
    expect(checksumMatches(`${expected.slice(0, -1)}2`, expected)).toBe(false);
    expect(checksumMatches(undefined, expected)).toBe(false);
  });

  it('round-trips base64 JSON and refuses what is not', () => {
    expect(fromBase64Json(toBase64Json({ amount: 2000 }))).toEqual({ amount: 2000 });
    expect(fromBase64Json('not base64 json')).toBeNull();
  });
});
