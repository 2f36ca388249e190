import type {OpenOptions, Project} from '@stackblitz/sdk';
import {SANDBOX_APP_FILE, SANDBOX_ENTRY_FILE, SANDBOX_HTML_FILE, SANDBOX_STYLES_FILE} from './buildSandboxProject';
import type {SandboxProject} from './types';

// StackBlitz's `create-react-app` template (EngineBlock) wants `index.html`
// and `index.js` at the project root ("SDK Options Reference", required
// files), and takes npm packages from `project.dependencies`, not from a
// package.json. So the create-react-app layout is flattened.
const STACKBLITZ_PATHS: Record<string, string> = {
  [SANDBOX_HTML_FILE]: 'index.html',
  [SANDBOX_ENTRY_FILE]: 'index.js',
  [SANDBOX_APP_FILE]: 'App.tsx',
  [SANDBOX_STYLES_FILE]: 'styles.css',
  'tsconfig.json': 'tsconfig.json',
};

/** The SDK's `openProject` arguments for a project (pure). */
export function buildStackBlitzProject(project: SandboxProject): {project: Project; options: OpenOptions} {
  const files: Record<string, string> = {};
  for (const [path, content] of Object.entries(project.files)) {
    const target = STACKBLITZ_PATHS[path];
    if (target) {
      files[target] = content;
    }
  }
  return {
    project: {
      title: project.title,
      description: project.description,
      template: 'create-react-app',
      files,
      dependencies: project.dependencies,
    },
    options: {newWindow: true, openFile: STACKBLITZ_PATHS[SANDBOX_APP_FILE]},
  };
}

/**
 * Opens the project in a new StackBlitz tab. The SDK builds a hidden form
 * and POSTs it to `https://stackblitz.com/run` (`openProject` -> `openNewProject`)
 * with `target="_blank"`; it is
 * imported on click so that page bundles do not carry it.
 */
export async function openInStackBlitz(project: SandboxProject): Promise<void> {
  const {default: sdk} = await import('@stackblitz/sdk');
  const {project: stackBlitzProject, options} = buildStackBlitzProject(project);
  sdk.openProject(stackBlitzProject, options);
}
