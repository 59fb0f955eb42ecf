import type { Locator, Page } from 'playwright-core';

/**
 * Drags a SwipeToConfirm slider's handle with real pointer moves to `fraction` of the track's
 * width, then lets go (spec §9: past 75% confirms, short of it springs back). It is scrolled into
 * view first: the pointer can only press what is on screen.
 */
export async function swipe(page: Page, slider: Locator, fraction = 0.85): Promise<void> {
  await slider.scrollIntoViewIfNeeded();
  const handle = slider.getByRole('button');
  const track = (await slider.boundingBox())!;
  const grip = (await handle.boundingBox())!;
  const startX = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + track.width * fraction, y, { steps: 12 });
  await page.mouse.up();
}
