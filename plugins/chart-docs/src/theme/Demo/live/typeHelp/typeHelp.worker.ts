/// <reference lib="webworker" />
import type {EditorTypesBundle} from '@site/plugins/editor-types/src/client';
import {createTypeService, type TypeService} from './createTypeService';
import type {TypeHelpRequest, TypeHelpResponse, TypeHelpResults} from './protocol';
import {errorMessage} from '@site/plugins/site-shell/src/client';

/**
 * The live editor's type help: a TypeScript language service over the
 * declaration bundle, off the main thread (the first check of React's and the
 * chart engine's types takes a second or more).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let service: Promise<TypeService> | null = null;

// The compiler is a chunk of its own, requested as soon as the worker runs: it downloads while the
// page sends the first message and while the declarations download.
const compiler = import('typescript').then((module) => module.default);
// Without a handler, a failed download would be an unhandled rejection until the first message awaits it.
compiler.catch(() => {});

async function fetchBundle(typesUrl: string): Promise<EditorTypesBundle> {
  const response = await fetch(typesUrl, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`The type declarations could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as EditorTypesBundle;
}

async function loadService(typesUrl: string, code: string): Promise<TypeService> {
  const [ts, bundle] = await Promise.all([compiler, fetchBundle(typesUrl)]);
  const created = createTypeService(ts, bundle);
  // Build the program and its checker now, so the first completion does not wait for them.
  created.diagnostics(code);
  return created;
}

async function answer(request: TypeHelpRequest): Promise<TypeHelpResults[keyof TypeHelpResults]> {
  if (request.type === 'init') {
    service ??= loadService(request.typesUrl, request.code);
    await service;
    return null;
  }
  if (!service) throw new Error('The type help worker was not initialised.');
  const ready = await service;
  switch (request.type) {
    case 'completions':
      return ready.completions(request.code, request.pos);
    case 'quickInfo':
      return ready.quickInfo(request.code, request.pos);
    case 'diagnostics':
      return ready.diagnostics(request.code);
  }
}

scope.onmessage = (event: MessageEvent<TypeHelpRequest>) => {
  const request = event.data;
  answer(request).then(
    (result) => scope.postMessage({id: request.id, ok: true, result} satisfies TypeHelpResponse),
    (error: unknown) =>
      scope.postMessage({
        id: request.id,
        ok: false,
        error: errorMessage(error),
      } satisfies TypeHelpResponse),
  );
};
