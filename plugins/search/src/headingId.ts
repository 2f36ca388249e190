import type {Heading, Nodes} from 'mdast';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

export type Slugger = ReturnType<typeof createSlugger>;
export {createSlugger};

/** `#my-id` in a heading's trailing comment (`{/* #my-id *\/}`), as Docusaurus reads it. */
function commentId(comment: string): string | undefined {
  const first = comment.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/** The id of a trailing `{/* #id *\/}` MDX comment, which is removed from the heading. */
function takeCommentId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'mdxTextExpression') {
    return undefined;
  }
  const program = last.data?.estree;
  const comments = program?.comments ?? [];
  const id = program && program.body.length === 0 && comments.length === 1 ? commentId(comments[0].value) : undefined;
  if (id) {
    heading.children.pop();
    const newLast = heading.children.at(-1);
    if (newLast?.type === 'text') {
      newLast.value = newLast.value.trimEnd();
    }
  }
  return id;
}

/** The id of a classic trailing `{#id}` (escaped as `\{#id}` in MDX), which is removed from the heading. */
function takeClassicId(heading: Heading, text: string): string | undefined {
  const {id} = parseMarkdownHeadingId(text, 'classic');
  const last = heading.children.at(-1);
  if (!id || last?.type !== 'text') {
    return id;
  }
  const rest = parseMarkdownHeadingId(last.value, 'classic').text;
  if (rest) {
    last.value = rest;
  } else {
    heading.children.pop();
  }
  return id;
}

/**
 * The anchor id Docusaurus' MDX loader gives a heading (its `headings` remark
 * plugin): an explicit `{/* #id *\/}` or `{#id}`, else github-slugger over the
 * heading's text with one slugger per document, so repeated titles get
 * `-1`, `-2`. Removes the explicit-id syntax from the heading, as the loader
 * does, so it is not indexed as text.
 */
export function takeHeadingId(heading: Heading, slugger: Slugger, toString: (nodes: Nodes[]) => string): string {
  const fromComment = takeCommentId(heading);
  if (fromComment) {
    return fromComment;
  }
  const textNodes = heading.children.filter((child) => child.type !== 'html');
  const text = toString(textNodes.length > 0 ? textNodes : [heading]);
  return takeClassicId(heading, text) ?? slugger.slug(text);
}
