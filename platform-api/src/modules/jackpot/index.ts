export { currentJackpot, type JackpotView, openJackpot, payJackpot } from './jackpot.js';
export type { JackpotSettings } from './repository.js';
