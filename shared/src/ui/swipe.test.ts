import { swipeConfirms } from './swipe';

describe('the admin slider’s swipe (R35)', () => {
  it('confirms past 75% of the track width and springs back at 74%', () => {
    expect(swipeConfirms(74, 100)).toBe(false);
    expect(swipeConfirms(75, 100)).toBe(false);
    expect(swipeConfirms(76, 100)).toBe(true);
    expect(swipeConfirms(50, 0)).toBe(false);
  });
});
