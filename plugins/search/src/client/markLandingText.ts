import {foldCase} from './typedQuery';
import type {SearchHint} from './types';

/** Attribute on the marks this module adds, so it removes only its own. */
export const LANDING_MARK_ATTRIBUTE = 'data-search-landing';
/** Marking stops here: a common word on a long page would otherwise wrap thousands of nodes. */
export const MAX_LANDING_MARKS = 200;
/** Content rendered this long after arrival (props tables, lazy sections) is marked too. */
export const LANDING_OBSERVE_MS = 4000;

/** Never marked: code, form fields, drawings, scripts, and text React changes in place (buttons, tabs, live regions). */
const SKIPPED = [
  'pre, textarea, input, select, svg, canvas, script, style, noscript, [contenteditable], mark',
  'button, [role="button"], [role="tab"], [role="status"], [aria-live], nav',
].join(', ');

/** A text node split around its matches: the node keeps the text before the first one. */
interface MarkedNode {
  node: Text;
  text: string;
  added: Node[];
}

function textNodes(root: Node): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeValue?.trim() && !node.parentElement?.closest(SKIPPED)
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Wraps the matches in one text node in `<mark>`s with splitText: the node React knows keeps the text before the first. */
function markTextNode(node: Text, needles: readonly string[], budget: number): MarkedNode | null {
  const text = node.nodeValue ?? '';
  const ranges = findMatchRanges(text, needles).slice(0, budget);
  if (ranges.length === 0) return null;
  const added: Node[] = [];
  let rest = node;
  let offset = 0;
  for (const [start, end] of ranges) {
    const match = rest.splitText(start - offset);
    rest = match.splitText(end - start);
    const mark = document.createElement('mark');
    mark.setAttribute(LANDING_MARK_ATTRIBUTE, '');
    match.replaceWith(mark);
    mark.append(match);
    added.push(mark, rest);
    offset = end;
  }
  return {node, text, added};
}

/** Removes every landing mark under root, putting the text back as it was. */
export function clearLandingMarks(root: ParentNode = document): void {
  root.querySelectorAll(`mark[${LANDING_MARK_ATTRIBUTE}]`).forEach((mark) => {
    const parent = mark.parentNode;
    mark.replaceWith(document.createTextNode(mark.textContent ?? ''));
    parent?.normalize();
  });
}

/**
 * Marks the searched words in `root` (the page's main content), and in content that appears during
 * LANDING_OBSERVE_MS. Only text nodes are split (ids and anchors stay). Returns a function that
 * stops observing and puts every text back.
 */
export function markLandingText(root: Element, words: readonly string[]): () => void {
  const needles = [...new Set(words.map((word) => foldCase(word.trim())).filter((word) => word.length > 1))];
  if (needles.length === 0) return () => {};
  const marked: MarkedNode[] = [];
  let count = 0;
  const markUnder = (node: Node) => {
    for (const text of textNodes(node)) {
      if (count >= MAX_LANDING_MARKS) return;
      const result = markTextNode(text, needles, MAX_LANDING_MARKS - count);
      if (result) {
        marked.push(result);
        count += result.added.length / 2;
      }
    }
  };
  markUnder(root);
  const observe = () => observer.observe(root, {childList: true, subtree: true});
  // Disconnected while marking, so the marks added are not observed as new content.
  const observer = new MutationObserver((records) => {
    observer.disconnect();
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (node.isConnected && !(node instanceof Element && node.hasAttribute(LANDING_MARK_ATTRIBUTE))) markUnder(node);
    }
    observe();
  });
  observe();
  const timer = window.setTimeout(() => observer.disconnect(), LANDING_OBSERVE_MS);
  return () => {
    window.clearTimeout(timer);
    observer.disconnect();
    for (const {node, text, added} of marked) {
      added.forEach((extra) => extra.parentNode?.removeChild(extra));
      node.nodeValue = text;
    }
    clearLandingMarks(root);
  };
}

/**
 * Where the words occur in the text, case-insensitively, as sorted, non-overlapping [start, end)
 * ranges. Plain substring search: no RegExp is built from user input.
 */
export function findMatchRanges(text: string, words: readonly string[]): Array<[number, number]> {
  const folded = foldCase(text);
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      ranges.push([at, at + word.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * The words to mark on the page a followed result leads to: set by the search box or page when a
 * result is followed, taken once by the SearchBar (on every page) after the navigation.
 */
let pending: {pathname: string; words: string[]} | null = null;

/** The words a hint marked (its highlighted segments): typos show as the words the page really uses. */
export function markedWords(hint: SearchHint): string[] {
  return [...hint.highlightTitleTexts, ...hint.highlightTexts]
    .filter((segment) => segment.highlighted)
    .map((segment) => segment.text);
}

export function rememberLandingWords(hint: SearchHint, typed: readonly string[]): void {
  if (typeof window === 'undefined') return;
  pending = {pathname: new URL(hint.link, window.location.href).pathname, words: [...markedWords(hint), ...typed]};
}

/** The words remembered for this page, once; null when the navigation did not come from a result. */
export function takeLandingWords(pathname: string): string[] | null {
  const words = pending && pending.pathname === pathname ? pending.words : null;
  pending = null;
  return words;
}
