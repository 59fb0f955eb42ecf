import { payPageHtml } from './simulatorPage';

describe('the PhonePe simulator page', () => {
  it('names its own icon, so the browser asks the API for no favicon it does not have', () => {
    const waiting = payPageHtml({
      transaction: { id: 'T1', amountPaise: 10_400, state: 'PENDING' },
      merchantId: 'M1',
      action: '/pay/T1',
    });
    for (const html of [waiting, payPageHtml({ missing: true })])
      expect(html).toContain('<link rel="icon" href="data:,">');
  });
});
