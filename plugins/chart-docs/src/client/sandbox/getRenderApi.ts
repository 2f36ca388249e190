/** Which ReactDOM API mounts a component: the root API or the legacy `ReactDOM.render`. */
export type RenderApi = 'createRoot' | 'render';

/**
 * The root API for React 18 and newer (and for a tag such as `latest`), the
 * legacy render for older versions, as the site's demo renderer does.
 * React 19 removed `ReactDOM.render`, hence ">= 18" rather than "18.x".
 */
export function getRenderApi(reactVersion: string): RenderApi {
  const major = /\d+/.exec(reactVersion);
  if (!major) {
    // A dist-tag ('latest', 'next', '*') resolves to a current React.
    return 'createRoot';
  }
  return Number(major[0]) >= 18 ? 'createRoot' : 'render';
}

/** Major version of a version or range (`^18.3.1` -> 18), or undefined for a tag. */
export function getMajorVersion(version: string): number | undefined {
  const major = /\d+/.exec(version);
  return major ? Number(major[0]) : undefined;
}
