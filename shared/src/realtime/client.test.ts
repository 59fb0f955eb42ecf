import { realtimeOptions } from './client';

describe('realtime client settings', () => {
  it('reconnects after 1 s growing to 5 s, with a 20 s timeout, sending the token', () => {
    expect(realtimeOptions('tok')).toMatchObject({
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
      withCredentials: true,
      transports: ['websocket'],
      auth: { token: 'tok' },
    });
  });
});
