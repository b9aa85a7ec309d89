/** The longest wait for a frame: a hidden tab paints none. */
export const NO_FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has painted its next frame (a task queued from a frame's callback
 * runs after that frame's paint), or after NO_FRAME_WAIT_MS in a tab that paints none.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, NO_FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}
