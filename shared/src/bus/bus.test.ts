import { createEventBus } from './bus';

describe('event bus', () => {
  it('delivers typed payloads to every listener until they unsubscribe', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const off = bus.on('auth:signed-in', (p) => seen.push(`${p.userId}-${p.isAdmin}`));
    bus.emit('auth:signed-in', { userId: 'u1', isAdmin: false });
    off();
    bus.emit('auth:signed-in', { userId: 'u2', isAdmin: true });
    expect(seen).toEqual(['u1-false']);
  });

  it('one failing listener does not stop the others', () => {
    const bus = createEventBus();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const later = jest.fn();
    bus.on('auth:login-required', () => {
      throw new Error('boom');
    });
    bus.on('auth:login-required', later);
    bus.emit('auth:login-required', {});
    expect(later).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalled();
  });
});
