import type { Locator, Page } from 'playwright-core';

/**
 * Drags a SwipeToConfirm slider's handle with real pointer moves to `fraction` of the track's
 * width, then lets go (R35: past 75% confirms, short of it springs back). It is scrolled into
 * view first (the pointer can only press what is on screen), and starts once the handle rests at
 * the start of its track.
 */
export async function swipe(page: Page, slider: Locator, fraction = 0.85): Promise<void> {
  await slider.scrollIntoViewIfNeeded();
  const handle = slider.getByRole('button');
  // A handle springing back from a refused swipe (a 0.25 s transition) is not yet where the pointer
  // must press: measured mid-way, the press lands on the track and nothing is dragged.
  await handle.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        const atRest = () => {
          const moving = element.getAnimations().some((animation) => animation.playState === 'running');
          const { transform } = getComputedStyle(element);
          return !moving && (transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)');
        };
        const check = () => (atRest() || performance.now() - started > 3000 ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
  const track = (await slider.boundingBox())!;
  const grip = (await handle.boundingBox())!;
  const startX = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + track.width * fraction, y, { steps: 12 });
  await page.mouse.up();
}
