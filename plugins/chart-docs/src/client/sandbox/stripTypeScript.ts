import {transform} from 'sucrase';

/**
 * Removes TypeScript syntax from a TSX module and leaves everything else as
 * written: JSX, import statements (even those only JSX uses, like React),
 * modern syntax. Blank lines left by removed declarations are squeezed.
 */
export function stripTypeScript(code: string): string {
  const {code: stripped} = transform(code, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    keepUnusedImports: true,
    disableESTransforms: true,
  });
  return stripped.replace(/\n{3,}/g, '\n\n');
}
