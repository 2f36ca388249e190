/** What the sandbox builders need to know about one demo. */
export interface SandboxDemo {
  /** Demo id, e.g. `line-basic`; names the generated package. */
  id: string;
  title: string;
  description?: string;
  /** The demo file text (possibly edited in the live editor): a module default-exporting a component. */
  code: string;
  /** npm versions, at least `react`, `react-dom` and `@ant-design/plots`. */
  dependencies: Record<string, string>;
  /** Height of the chart container in pixels (front matter `height`); 400 when absent. */
  height?: number;
}

/** A runnable create-react-app project, as plain data. */
export interface SandboxProject {
  title: string;
  description: string;
  /** File path (no leading slash) to file text. */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
