/**
 * Where a description's link may lead: a web page, a path of this site or an
 * anchor. Not `//host` (another site without saying so) nor `javascript:`.
 * Pure: the build keeps only such links, and the editor's hover, which sets
 * `href` on DOM it builds itself, checks again.
 */
export function isDescriptionLink(url: string): boolean {
  return /^(?:https?:\/\/|\/(?!\/)|#)/.test(url);
}
