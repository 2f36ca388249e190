/** `/guide/` -> `/guide`, `/a//` -> `/a`; the root path stays `/`. */
export function stripTrailingSlash(pathname: string): string {
  const stripped = pathname.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}
