/**
 * A demo's description is plain text in which option names may be written as
 * code, between backticks (`meta.min`). Nothing else of Markdown: no links,
 * emphasis or escapes, so splitting on backticks reads it exactly.
 * Pure on purpose: the build (search, pages' meta) and the browser (the demo
 * block) both read descriptions with it.
 */

/** A run of the description: text, or an option name to show as code. */
export interface DescriptionSegment {
  text: string;
  code: boolean;
}

/** Why a description breaks the format, or undefined when it keeps it. */
export function descriptionFormatError(description: string): string | undefined {
  const ticks = description.split('`').length - 1;
  if (ticks % 2 === 1) return 'a backtick is not closed';
  if (description.includes('``')) return 'an empty code span (``)';
  return undefined;
}

/** The description's runs in order; even runs are text, odd ones code. */
export function descriptionSegments(description: string): DescriptionSegment[] {
  return description
    .split('`')
    .map((text, index) => ({text, code: index % 2 === 1}))
    .filter((segment) => segment.text !== '');
}

/** The description as plain text (meta tags, screen-reader text, search snippets): the code's words without backticks. */
export function plainDescription(description: string): string {
  return description.replace(/`/g, '');
}
