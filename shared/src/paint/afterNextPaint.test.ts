import { afterNextPaint, NO_FRAME_WAIT_MS } from './afterNextPaint';

describe('afterNextPaint', () => {
  afterEach(() => jest.restoreAllMocks());

  it('resolves after the next frame has been painted, not within its callback', async () => {
    const frames: FrameRequestCallback[] = [];
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    let resolved = false;
    const painted = afterNextPaint().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    frames.forEach((callback) => callback(0));
    await Promise.resolve();
    expect(resolved).toBe(false);
    await painted;
    expect(resolved).toBe(true);
  });

  it(`resolves after ${NO_FRAME_WAIT_MS} ms in a tab that paints no frame`, async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      let resolved = false;
      void afterNextPaint().then(() => {
        resolved = true;
      });
      await jest.advanceTimersByTimeAsync(NO_FRAME_WAIT_MS - 1);
      expect(resolved).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(resolved).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
