/**
 * Rspack loader for the two functions chart adaptors copy their options with: G2Plot's
 * `utils/deep-assign` (`deepAssign({}, params, {options: ...})`, then the copy is read) and
 * `@antv/util`'s `omit` (Facet hands `omit(options, [...])` to G2). Reads of a copy would escape the
 * recorder, so each is wrapped: in the recorder's page a copy of watched options is watched too
 * (`window.__recorderCopied`, page/02-draw.js); without the page's hook nothing changes.
 */
const HOOK = "var hook = typeof window === 'undefined' ? undefined : window.__recorderCopied;";

/**
 * @this {{resourcePath: string}} the loader context (only the module's path is read)
 * @param {string} source
 * @returns {string}
 */
module.exports = function watchCopies(source) {
  const file = this.resourcePath.replace(/\\/g, '/');
  if (file.endsWith('/g2plot/esm/utils/deep-assign.js')) {
    const declaration = 'export var deepAssign = function';
    if (!source.includes(declaration))
      throw new Error(`${file} no longer declares \`${declaration}\`: update scripts/engine-record/watchCopies.cjs`);
    return `${source.replace(declaration, 'var deepAssignUnwatched = function')}
export var deepAssign = function () {
  var result = deepAssignUnwatched.apply(this, arguments);
  ${HOOK}
  return hook ? hook(result, Array.prototype.slice.call(arguments, 1)) : result;
};
`;
  }
  const declaration = 'export default (function (obj, keys) {';
  if (!source.includes(declaration))
    throw new Error(`${file} no longer starts \`${declaration}\`: update scripts/engine-record/watchCopies.cjs`);
  return `${source.replace(declaration, 'var omitUnwatched = (function (obj, keys) {')}
export default function (obj, keys) {
  var result = omitUnwatched(obj, keys);
  ${HOOK}
  return hook ? hook(result, [obj]) : result;
}
`;
};
