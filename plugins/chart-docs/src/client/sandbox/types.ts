import type {DemoContext, DemoSummary} from '../../types';

/**
 * What the sandbox builders need to know about one demo: fields of the
 * chart-docs plugin's demo record (its id names the generated package, its
 * height is the chart container's), and the code to run.
 */
export type SandboxDemo = Pick<DemoSummary, 'id' | 'title' | 'description' | 'height'> &
  Pick<DemoContext, 'dependencies'> & {
    /** The demo file text (possibly edited in the live editor): a module default-exporting a component. */
    code: string;
  };

/** A runnable create-react-app project, as plain data. */
export interface SandboxProject {
  title: string;
  description: string;
  /** File path (no leading slash) to file text. */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
