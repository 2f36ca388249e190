import {getEditorTypesUrl} from './typesUrl';
import type {TypeHelpRequest, TypeHelpResponse, TypeHelpResults} from './protocol';

export type TypeHelpStatus = 'loading' | 'ready' | 'unavailable';

/** A request before the client numbers it. */
type Unsent = TypeHelpRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
type Query = Exclude<TypeHelpRequest['type'], 'init'>;
type QueryInput<T extends Query> = Omit<Extract<TypeHelpRequest, {type: T}>, 'id' | 'type'>;

export interface TypeHelpClient {
  request<T extends Query>(type: T, input: QueryInput<T>): Promise<TypeHelpResults[T]>;
  getStatus(): TypeHelpStatus;
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Longest wait for the worker to load the compiler and the declarations before giving up on type help. */
const START_TIMEOUT_MS = 30_000;

/**
 * Starts the type-help worker and loads the declaration bundle into it. Any
 * failure (no Worker, a blocked or failed script, the declarations not
 * loading, no answer in time) reports `unavailable` once and rejects every
 * request; the editor then works as a plain editor.
 */
function startTypeHelp(initialCode: string): TypeHelpClient {
  let status: TypeHelpStatus = 'loading';
  const listeners = new Set<() => void>();
  const onStatus = (next: TypeHelpStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  const pending = new Map<number, {resolve: (value: never) => void; reject: (error: Error) => void}>();
  let nextId = 1;
  let failed = false;
  let worker: Worker | null = null;
  const fail = (reason: string) => {
    if (failed) return;
    failed = true;
    clearTimeout(startTimer);
    for (const {reject} of pending.values()) reject(new Error(reason));
    pending.clear();
    worker?.terminate();
    onStatus('unavailable');
  };
  const send = <R>(message: Unsent): Promise<R> => {
    if (failed || !worker) return Promise.reject(new Error('Type help is unavailable.'));
    const id = nextId++;
    const sent = worker;
    return new Promise<R>((resolve, reject) => {
      pending.set(id, {resolve: resolve as (value: never) => void, reject});
      sent.postMessage({...message, id} as TypeHelpRequest);
    });
  };

  const startTimer = setTimeout(() => fail('The type help did not start in time.'), START_TIMEOUT_MS);
  try {
    // The `new URL` form is what lets the bundler emit the worker (and the compiler) as its own chunk.
    worker = new Worker(new URL('./typeHelp.worker.ts', import.meta.url), {name: 'type-help'});
  } catch {
    worker = null;
  }
  if (!worker) {
    fail('Web Workers are unavailable.');
  } else {
    worker.onmessage = (event: MessageEvent<TypeHelpResponse>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.result as never);
      else waiting.reject(new Error(answer.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(event.message || 'The type help worker could not start.');
    };
    send<null>({type: 'init', typesUrl: getEditorTypesUrl(), code: initialCode}).then(
      () => {
        clearTimeout(startTimer);
        if (!failed) onStatus('ready');
      },
      (error: Error) => fail(error.message),
    );
  }

  return {
    request: (type, input) => send({type, ...input} as Unsent),
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: TypeHelpClient | null = null;

/**
 * The page's one type-help worker, started by the first editor that opens:
 * every demo's editor shares it (each request carries its own code), so the
 * compiler and the declarations load once per page.
 */
export function sharedTypeHelp(initialCode: string): TypeHelpClient {
  shared ??= startTypeHelp(initialCode);
  return shared;
}
