export declare const DENVER: string;
export declare const START_HOUR: number;
/** Moves `globalThis.Date` `offsetMs` (+ `laterMs()`, read at each call) ahead of the real clock (timers keep real time). */
export declare function shiftClock(offsetMs: number, laterMs?: () => number): void;
/** The next START_HOUR:00 in Denver at or after `realMs`. */
export declare function journeyClockStart(realMs: number): number;
/** The journeys' shift from E2E_NOW / E2E_FREE_CLOCK (see test-clock.mjs). */
export declare function journeyClockOffset(env?: Record<string, string | undefined>, realMs?: number): number;
