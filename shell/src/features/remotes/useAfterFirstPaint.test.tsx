import { render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Painted() {
  return <p>{useAfterFirstPaint() ? 'after' : 'before'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false for the first render and true once a frame has gone by', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    render(<Painted />);
    expect(screen.getByText('before')).toBeTruthy();
    // Not within the frame's own callback, which runs before that frame is painted.
    frames.forEach((callback) => callback(0));
    expect(screen.getByText('before')).toBeTruthy();
    expect(await screen.findByText('after')).toBeTruthy();
    requestFrame.mockRestore();
  });
});
