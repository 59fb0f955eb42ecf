/** Swipe-to-confirm: release past this fraction of the track confirms. */
export const SWIPE_CONFIRM_FRACTION = 0.75;

/** A swipe confirms when released past 75% of the track's width; anything short springs back. */
export function swipeConfirms(distance: number, trackWidth: number): boolean {
  return trackWidth > 0 && distance / trackWidth > SWIPE_CONFIRM_FRACTION;
}
