import { loadLocale, translatorOf } from '../i18n';
import { backAt, isTakingOrders, notTakingOrdersMessage, OPEN_STORE, pauseDetails, pauseProblem } from './takingOrders';

// 2026-11-25 10:00 in Kolkata (04:30 UTC).
const now = Date.parse('2026-11-25T04:30:00Z');
const paused = (reason: string | null, reopensAt: string | null) => ({ takingOrders: false, reason, reopensAt });

describe('store pause', () => {
  it('a pause holds until its reopening time, which opens the store by itself', () => {
    expect(isTakingOrders(OPEN_STORE, now)).toBe(true);
    expect(isTakingOrders(paused(null, null), now)).toBe(false);
    expect(isTakingOrders(paused(null, '2026-11-25T05:00:00Z'), now)).toBe(false);
    expect(isTakingOrders(paused(null, '2026-11-25T04:30:00Z'), now)).toBe(true);
  });

  it('says when orders open again in the store’s time: today, tomorrow, or the day', () => {
    expect(backAt(null, now)).toBe('');
    expect(backAt('2026-11-25T13:00:00Z', now)).toBe('Back at 6:30 pm');
    expect(backAt('2026-11-26T03:30:00Z', now)).toBe('Back tomorrow at 9:00 am');
    expect(backAt('2026-11-28T03:30:00Z', now)).toBe('Back on Sat, 28 Nov, 9:00 am');
  });

  it('one sentence for the banner and the refused order', () => {
    expect(notTakingOrdersMessage(paused(null, null), now)).toBe('Not taking orders right now.');
    expect(notTakingOrdersMessage(paused('Closed for the puja', '2026-11-25T13:00:00Z'), now)).toBe(
      'Not taking orders right now. Closed for the puja. Back at 6:30 pm.',
    );
    expect(pauseDetails(paused('Back soon!', null), now)).toBe('Back soon!');
  });

  it('refuses a long reason and a reopening time in the past, too far ahead or unreadable', () => {
    expect(pauseProblem({ reason: 'Rush hour', reopensAt: '2026-11-25T06:00:00Z' }, now)).toBeNull();
    expect(pauseProblem({}, now)).toBeNull();
    expect(pauseProblem({ reason: 'x'.repeat(121) }, now)).toBe('Keep the reason to 120 characters (it has 121).');
    expect(pauseProblem({ reopensAt: '2026-11-25T04:00:00Z' }, now)).toBe('Choose a reopening time later than now.');
    expect(pauseProblem({ reopensAt: '2026-12-03T04:31:00Z' }, now)).toMatch(/within 7 days/);
    expect(pauseProblem({ reopensAt: 'soon' }, now)).toBe('Choose a real reopening time.');
  });

  it('in Hindi for the banner: the shared catalogue’s words, the time as hi-IN writes it (Latin digits)', async () => {
    await loadLocale('hi');
    const hindi = { say: translatorOf('hi'), locale: 'hi' as const };
    expect(backAt('2026-11-25T13:00:00Z', now, hindi)).toBe('6:30 pm पर फिर खुलेंगे');
    expect(backAt('2026-11-26T03:30:00Z', now, hindi)).toBe('कल 9:00 am पर फिर खुलेंगे');
    expect(backAt('2026-11-28T03:30:00Z', now, hindi)).toBe('शनि, 28 नव॰, 9:00 am पर फिर खुलेंगे');
    expect(notTakingOrdersMessage(paused('दिवाली की छुट्टी', '2026-11-25T13:00:00Z'), now, hindi)).toBe(
      'अभी ऑर्डर नहीं ले रहे हैं। दिवाली की छुट्टी। 6:30 pm पर फिर खुलेंगे।',
    );
    // A reason keeps its own script's full stop: an English one is not given a Hindi danda.
    expect(notTakingOrdersMessage(paused('Diwali puja', '2026-11-25T13:00:00Z'), now, hindi)).toBe(
      'अभी ऑर्डर नहीं ले रहे हैं। Diwali puja. 6:30 pm पर फिर खुलेंगे।',
    );
    expect(notTakingOrdersMessage(paused('दिवाली की छुट्टी', '2026-11-25T13:00:00Z'), now)).toBe(
      'Not taking orders right now. दिवाली की छुट्टी। Back at 6:30 pm.',
    );
    // The API's refusal stays English.
    expect(notTakingOrdersMessage(paused(null, '2026-11-25T13:00:00Z'), now)).toBe(
      'Not taking orders right now. Back at 6:30 pm.',
    );
  });
});
