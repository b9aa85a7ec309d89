// A typed publish/subscribe channel. The shell and the remotes share one instance through Module
// Federation, so remotes can ask for toasts or navigation without importing the shell.

export type EventHandler<Payload> = (payload: Payload) => void;

/** Events without a payload are emitted with no argument. */
export type EventArgs<Payload> = [Payload] extends [void] ? [] : [payload: Payload];

export interface EventBus<EventMap> {
  /** Subscribes; returns the matching unsubscribe. */
  on<Type extends keyof EventMap>(type: Type, handler: EventHandler<EventMap[Type]>): () => void;
  off<Type extends keyof EventMap>(type: Type, handler: EventHandler<EventMap[Type]>): void;
  /** Subscribes for the next emit only. */
  once<Type extends keyof EventMap>(type: Type, handler: EventHandler<EventMap[Type]>): () => void;
  emit<Type extends keyof EventMap>(type: Type, ...args: EventArgs<EventMap[Type]>): void;
}

export function createEventBus<EventMap>(): EventBus<EventMap> {
  // Per event type: handler → whether it is a one-shot subscription.
  const listeners = new Map<keyof EventMap, Map<EventHandler<never>, boolean>>();

  function subscribe<Type extends keyof EventMap>(
    type: Type,
    handler: EventHandler<EventMap[Type]>,
    isOnce: boolean,
  ): () => void {
    let handlers = listeners.get(type);
    if (!handlers) {
      handlers = new Map();
      listeners.set(type, handlers);
    }
    handlers.set(handler, isOnce);
    return () => off(type, handler);
  }

  function off<Type extends keyof EventMap>(type: Type, handler: EventHandler<EventMap[Type]>) {
    listeners.get(type)?.delete(handler);
  }

  return {
    on: (type, handler) => subscribe(type, handler, false),
    once: (type, handler) => subscribe(type, handler, true),
    off,
    emit(type, ...args) {
      const handlers = listeners.get(type);
      if (!handlers) return;
      // A snapshot, so handlers may subscribe or unsubscribe while the event is delivered.
      for (const [handler, isOnce] of [...handlers]) {
        if (isOnce) handlers.delete(handler);
        try {
          (handler as EventHandler<unknown>)(args[0]);
        } catch (error) {
          // One failing listener (possibly in another remote) must not starve the others.
          console.error(`Listener for "${String(type)}" failed`, error);
        }
      }
    },
  };
}

export type ToastKind = 'success' | 'error' | 'info';

/**
 * The events of the site. The bus sits below every other folder of the package, so a folder whose
 * event carries its own types adds that event here by declaration merging (`declare module`).
 */
export interface AppEvents {
  'auth:login': { username: string };
  'auth:logout': void;
  toast: { kind: ToastKind; message: string };
  /**
   * The login session ended elsewhere: a call made with the login token was refused as
   * unauthenticated, or the realtime server closed the connection for it.
   */
  'session:expired': void;
  navigate: { to: string; reload?: boolean };
  /** The player chose another reality check interval (minutes, 0 = off). */
  'realityCheck:changed': { minutes: number };
}

export const eventBus = createEventBus<AppEvents>();
