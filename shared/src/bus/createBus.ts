import { ReplaySubject, Subject, type Observable } from 'rxjs';
import { loadedShopChecks, loadShopChecks } from '../checks/loadShopChecks';
import { BUS_CONTRACT_VERSION, type CommandName, type Commands, type StateName, type States } from './contract';

export type Unsubscribe = () => void;

/** What a remote holds: typed commands and states, scoped to its name. */
export interface ShopBus {
  /** Send a command to its owner. Buffered until the owner listens. */
  send<K extends CommandName>(name: K, payload: Commands[K]): void;
  /** Own a command channel. Buffered commands are delivered at once, in order. */
  handle<K extends CommandName>(name: K, handler: (payload: Commands[K]) => void): Unsubscribe;
  /**
   * Whether an owner handles this command now. A command nobody handles waits for its owner; a sender whose
   * owner is known to be up (its state is published) asks this to tell an owner that never will handle it
   * (a remote built before the command existed) from one still loading. Since shared 1.5.0.
   */
  handled(name: CommandName): boolean;
  /** Publish the owner's current state. */
  publish<K extends StateName>(name: K, state: States[K]): void;
  /** Follow a state; the last published value arrives at once. */
  watch<K extends StateName>(name: K, listener: (state: States[K]) => void): Unsubscribe;
  /** A state as an RxJS observable (replays the last value). */
  state$<K extends StateName>(name: K): Observable<States[K]>;
  /** The last published value of a state, if any. */
  current<K extends StateName>(name: K): States[K] | undefined;
}

/** The bus itself: one per page, created by `shared` (a federation singleton). */
export interface BusHub {
  readonly contractVersion: number;
  /** A remote's handle on the bus. A remote built against another contract version is cut off. */
  connect(source: string, builtAgainstVersion: number): ShopBus;
}

/** At most this many commands wait for an owner that has not loaded yet. */
export const MAX_BUFFERED_COMMANDS = 100;

interface CommandChannel {
  subject: Subject<unknown>;
  handlers: number;
  buffer: unknown[];
}

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || '(payload)'}: ${i.message}`)
    .join('; ');
}

function guard<T>(source: string, name: string, listener: (value: T) => void) {
  return (value: T) => {
    try {
      listener(value);
    } catch (error) {
      console.error(`[bus] a subscriber of "${name}" in ${source} threw; the bus carries on.`, error);
    }
  };
}

export function createBus(contractVersion: number = BUS_CONTRACT_VERSION): BusHub {
  const commands = new Map<string, CommandChannel>();
  const states = new Map<string, ReplaySubject<unknown>>();
  const lastState = new Map<string, unknown>();

  const commandChannel = (name: string): CommandChannel => {
    let channel = commands.get(name);
    if (!channel) {
      channel = { subject: new Subject(), handlers: 0, buffer: [] };
      commands.set(name, channel);
    }
    return channel;
  };
  const stateChannel = (name: string): ReplaySubject<unknown> => {
    let subject = states.get(name);
    if (!subject) {
      subject = new ReplaySubject(1);
      states.set(name, subject);
    }
    return subject;
  };

  /*
   * Every payload is checked before it is delivered, with the contract's schemas (zod), which are not part of
   * `shared`'s start (issue 31): the first event loads them. Events sent meanwhile wait for them, in the order
   * they were sent, and are then delivered one after another as if sent at that moment (what a handler sends
   * in turn goes at once, as always). Once they are loaded and nothing waits, an event is checked and
   * delivered at once, as it always was. A failed load (a network error) is logged and tried again with the
   * next event; nothing waiting is lost.
   */
  const waiting: (() => void)[] = [];
  let loading = false;
  let delivering = false;
  const deliverWaiting = () => {
    delivering = true;
    try {
      while (waiting.length > 0) waiting.shift()!();
    } finally {
      delivering = false;
    }
  };
  const loadChecks = () => {
    if (loading) return;
    loading = true;
    loadShopChecks().then(
      () => {
        loading = false;
        deliverWaiting();
      },
      (error: unknown) => {
        loading = false;
        console.error(
          `[bus] the contract's checks could not be loaded; ${waiting.length} event(s) wait and are tried again with the next one.`,
          error,
        );
      },
    );
  };
  const whenChecked = (deliver: () => void) => {
    if ((waiting.length === 0 || delivering) && loadedShopChecks()) {
      deliver();
      return;
    }
    waiting.push(deliver);
    loadChecks();
  };

  const validate = (source: string, kind: 'command' | 'state', name: string, payload: unknown) => {
    const checks = loadedShopChecks()!;
    const schemas: Record<string, { safeParse(v: unknown): unknown }> =
      kind === 'command' ? checks.commandSchemas : checks.stateSchemas;
    const schema = Object.hasOwn(schemas, name) ? schemas[name] : undefined;
    if (!schema) {
      console.warn(
        `[bus] dropped unknown ${kind} "${name}" from ${source}: it is not in bus contract v${contractVersion}.`,
      );
      return { ok: false as const };
    }
    const result = schema.safeParse(payload) as
      | { success: true; data: unknown }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
    if (!result.success) {
      console.warn(`[bus] dropped malformed ${kind} "${name}" from ${source}: ${describeIssues(result.error)}`);
      return { ok: false as const };
    }
    return { ok: true as const, data: result.data };
  };

  const connected = (source: string): ShopBus => ({
    send(name, payload) {
      whenChecked(() => {
        const checked = validate(source, 'command', name, payload);
        if (!checked.ok) return;
        const channel = commandChannel(name);
        if (channel.handlers > 0) {
          channel.subject.next(checked.data);
        } else if (channel.buffer.length < MAX_BUFFERED_COMMANDS) {
          channel.buffer.push(checked.data);
        } else {
          console.warn(
            `[bus] dropped command "${name}" from ${source}: no owner has listened yet and the buffer is full.`,
          );
        }
      });
    },
    handle(name, handler) {
      const channel = commandChannel(name);
      const safe = guard(source, name, handler as (v: unknown) => void);
      const subscription = channel.subject.subscribe(safe);
      channel.handlers += 1;
      const buffered = channel.buffer.splice(0);
      buffered.forEach(safe);
      return () => {
        subscription.unsubscribe();
        channel.handlers -= 1;
      };
    },
    handled(name) {
      return (commands.get(name)?.handlers ?? 0) > 0;
    },
    publish(name, state) {
      whenChecked(() => {
        const checked = validate(source, 'state', name, state);
        if (!checked.ok) return;
        lastState.set(name, checked.data);
        stateChannel(name).next(checked.data);
      });
    },
    watch(name, listener) {
      const subscription = stateChannel(name).subscribe(guard(source, name, listener as (v: unknown) => void));
      return () => subscription.unsubscribe();
    },
    state$(name) {
      return stateChannel(name).asObservable() as Observable<States[typeof name]>;
    },
    current(name) {
      return lastState.get(name) as States[typeof name] | undefined;
    },
  });

  return {
    contractVersion,
    connect(source, builtAgainstVersion) {
      if (builtAgainstVersion !== contractVersion) {
        console.error(
          `[bus] "${source}" was built against bus contract v${builtAgainstVersion}, but this shop speaks v${contractVersion}. ` +
            `Its events are dropped until it is rebuilt against v${contractVersion}.`,
        );
        return disconnectedBus();
      }
      return connected(source);
    },
  };
}

/** A bus handle that drops everything: what an incompatible remote gets. */
function disconnectedBus(): ShopBus {
  const none = () => () => undefined;
  return {
    send: () => undefined,
    handle: none,
    handled: () => false,
    publish: () => undefined,
    watch: none,
    state$: () => new Subject<never>().asObservable(),
    current: () => undefined,
  };
}
