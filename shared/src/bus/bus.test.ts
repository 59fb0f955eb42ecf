import { createEventBus } from './bus';

describe('event bus', () => {
  it('delivers typed payloads to every listener until they unsubscribe', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const off = bus.on('account:address-saved', (p) => seen.push(`${p.wing}-${p.flatNumber}`));
    bus.emit('account:address-saved', { society: 's', wing: 'A', flatNumber: '101' });
    off();
    bus.emit('account:address-saved', { society: 's', wing: 'B', flatNumber: '202' });
    expect(seen).toEqual(['A-101']);
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
