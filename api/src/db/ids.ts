import { randomBytes } from 'node:crypto';

const processRandom = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * A 24-hex ObjectId-style id: 4 bytes of seconds, 5 bytes random per process, 3 bytes counter.
 * Sortable by creation time; the order number is characters 11–24, the random+counter tail.
 */
export function newObjectId(now: number = Date.now()): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${processRandom}${counter.toString(16).padStart(6, '0')}`;
}
