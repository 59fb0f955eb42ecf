import { readText, writeText } from '@kirana/shared';

/**
 * The chime for a new order. Browsers let a page make sound only after the person has clicked or
 * typed on it, so the admin switches sound on (a click, which also unlocks audio); the choice is
 * remembered, and after a reload the first click or key press anywhere unlocks it again.
 */
const PREFERENCE_KEY = 'kn-admin:new-order-sound';

export interface SoundState {
  enabled: boolean;
  /** The browser lets us play (the page has had a click or key press since it loaded). */
  unlocked: boolean;
}

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
let state: SoundState = { enabled: readText('local', PREFERENCE_KEY) === 'on', unlocked: false };
const listeners = new Set<() => void>();

function set(next: Partial<SoundState>): void {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

function audioContextClass(): AudioContextClass | undefined {
  const w = window as Window & { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? w.webkitAudioContext;
}

/**
 * Call from a click or key press: creates (or resumes) the audio context the browser allows then.
 * Resolves to whether sound can play.
 */
export async function unlockSound(): Promise<boolean> {
  const Audio = audioContextClass();
  if (!Audio) return false;
  if (!context) {
    const created = new Audio();
    created.onstatechange = () => set({ unlocked: created.state === 'running' });
    context = created;
  }
  if (context.state !== 'running') await context.resume().catch(() => undefined);
  set({ unlocked: context.state === 'running' });
  return state.unlocked;
}

/** Remembers the choice on this device; switching on (a click) also unlocks audio and plays the chime once. */
export function setSoundEnabled(enabled: boolean): void {
  writeText('local', PREFERENCE_KEY, enabled ? 'on' : 'off');
  set({ enabled });
  if (enabled) void unlockSound().then((ready) => ready && playNewOrderTone());
}

export const getSoundState = (): SoundState => state;

export function subscribeToSound(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Two short rising notes, loud enough to hear across a small shop. Plays only when enabled and allowed. */
export function playNewOrderTone(): boolean {
  if (!state.enabled || !context || context.state !== 'running') return false;
  const start = context.currentTime;
  for (const [index, frequency] of [880, 1320].entries()) {
    const at = start + index * 0.18;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  }
  return true;
}

/** Tests start each case with no audio context and the stored preference re-read. */
export function resetSoundForTests(): void {
  context = null;
  state = { enabled: readText('local', PREFERENCE_KEY) === 'on', unlocked: false };
}
