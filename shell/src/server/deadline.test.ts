import { DeadlinePassed, withDeadline } from './deadline';

describe('withDeadline', () => {
  it('answers what the work answers in time', async () => {
    await expect(withDeadline(Promise.resolve(42), 50, 'the data')).resolves.toBe(42);
  });

  it('gives up once the budget has passed, naming what was slow', async () => {
    const slow = new Promise(() => {});
    const started = Date.now();
    await expect(withDeadline(slow, 30, 'the page’s data')).rejects.toThrow(new DeadlinePassed('the page’s data', 30));
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('passes a failure through', async () => {
    await expect(withDeadline(Promise.reject(new Error('API down')), 50, 'the data')).rejects.toThrow('API down');
  });
});
