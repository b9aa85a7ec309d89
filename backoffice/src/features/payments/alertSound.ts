// The queue's optional sound for new requests: off unless a staff member switches it on on this
// browser, which remembers the choice.

const SOUND_SETTING_KEY = 'croupier.backoffice.paymentsSound';

export function isSoundOn(): boolean {
  try {
    return window.localStorage.getItem(SOUND_SETTING_KEY) === 'on';
  } catch {
    return false;
  }
}

export function rememberSound(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_SETTING_KEY, on ? 'on' : 'off');
  } catch {
    // A browser that stores nothing keeps the choice for this page only.
  }
}

/** A short two-tone chime, drawn by the browser: no audio file to load. */
export function playChime(): void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (AudioContextClass === undefined) return;
  const context = new AudioContextClass();
  [880, 1320].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const start = context.currentTime + index * 0.18;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.17);
  });
  window.setTimeout(() => void context.close(), 600);
}
