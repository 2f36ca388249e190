import LZString from 'lz-string';
import {SANDBOX_APP_FILE} from './buildSandboxProject';
import {submitPostForm} from './submitForm';
import type {SandboxProject} from './types';

/** CodeSandbox's "define API": a POST creates a sandbox and redirects to its editor. */
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** The `parameters` payload before compression. */
export interface CodeSandboxDefinition {
  files: Record<string, {content: string; isBinary: boolean}>;
}

/**
 * LZ-compressed base64 in its URL-safe form (`+` -> `-`, `/` -> `_`, no `=`
 * padding), exactly what CodeSandbox's own `getParameters` produces
 * (codesandbox-importers, packages/import-utils/src/api/define.ts).
 */
export function compressParameters(definition: CodeSandboxDefinition): string {
  return LZString.compressToBase64(JSON.stringify(definition))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Reverses {@link compressParameters}; for tests and debugging. */
export function decompressParameters(parameters: string): CodeSandboxDefinition {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const json = LZString.decompressFromBase64(padded);
  if (!json) {
    throw new Error('Not a CodeSandbox parameters string');
  }
  return JSON.parse(json) as CodeSandboxDefinition;
}

/** The form fields of the define POST for a project. */
export function buildCodeSandboxParameters(project: SandboxProject): {parameters: string; query: string} {
  const files: CodeSandboxDefinition['files'] = {};
  for (const [path, content] of Object.entries(project.files)) {
    files[path] = {content, isBinary: false};
  }
  return {
    parameters: compressParameters({files}),
    // Opens the demo file in the editor rather than package.json.
    query: `file=/${SANDBOX_APP_FILE}`,
  };
}

/** Opens the project in a new CodeSandbox tab. */
export function openInCodeSandbox(project: SandboxProject): void {
  submitPostForm({action: CODESANDBOX_DEFINE_URL, fields: buildCodeSandboxParameters(project)});
}
