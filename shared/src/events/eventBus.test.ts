import { createEventBus, eventBus } from './eventBus';

interface TestEvents {
  greet: { name: string };
  ping: void;
}

describe('createEventBus', () => {
  it('delivers emitted payloads to every subscriber of that event only', () => {
    const bus = createEventBus<TestEvents>();
    const first = jest.fn();
    const second = jest.fn();
    const other = jest.fn();
    bus.on('greet', first);
    bus.on('greet', second);
    bus.on('ping', other);

    bus.emit('greet', { name: 'Ada' });

    expect(first).toHaveBeenCalledWith({ name: 'Ada' });
    expect(second).toHaveBeenCalledWith({ name: 'Ada' });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after the unsubscribe returned by on, or after off', () => {
    const bus = createEventBus<TestEvents>();
    const viaReturn = jest.fn();
    const viaOff = jest.fn();
    const unsubscribe = bus.on('ping', viaReturn);
    bus.on('ping', viaOff);

    unsubscribe();
    bus.off('ping', viaOff);
    bus.emit('ping');

    expect(viaReturn).not.toHaveBeenCalled();
    expect(viaOff).not.toHaveBeenCalled();
  });

  it('once delivers a single emit', () => {
    const bus = createEventBus<TestEvents>();
    const handler = jest.fn();
    bus.once('greet', handler);

    bus.emit('greet', { name: 'first' });
    bus.emit('greet', { name: 'second' });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ name: 'first' });
  });

  it('once can be cancelled before it fires, by its unsubscribe or by off', () => {
    const bus = createEventBus<TestEvents>();
    const cancelledByReturn = jest.fn();
    const cancelledByOff = jest.fn();
    bus.once('ping', cancelledByReturn)();
    bus.once('ping', cancelledByOff);
    bus.off('ping', cancelledByOff);

    bus.emit('ping');

    expect(cancelledByReturn).not.toHaveBeenCalled();
    expect(cancelledByOff).not.toHaveBeenCalled();
  });

  it('keeps delivering to the other listeners when one throws', () => {
    const bus = createEventBus<TestEvents>();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const after = jest.fn();
    bus.on('ping', () => {
      throw new Error('broken listener');
    });
    bus.on('ping', after);

    bus.emit('ping');

    expect(after).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('lets a listener unsubscribe another during delivery without skipping the snapshot', () => {
    const bus = createEventBus<TestEvents>();
    const calls: string[] = [];
    const second = () => calls.push('second');
    bus.on('ping', () => {
      calls.push('first');
      bus.off('ping', second);
    });
    bus.on('ping', second);

    bus.emit('ping');
    bus.emit('ping');

    expect(calls).toEqual(['first', 'second', 'first']);
  });
});

describe('eventBus', () => {
  it('is the app-wide bus for AppEvents', () => {
    const handler = jest.fn();
    const unsubscribe = eventBus.on('toast', handler);
    eventBus.emit('toast', { kind: 'success', message: 'Saved' });
    unsubscribe();

    expect(handler).toHaveBeenCalledWith({ kind: 'success', message: 'Saved' });
  });
});
