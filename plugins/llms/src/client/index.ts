/**
 * What the site's browser code may use from the llms plugin: where a page's
 * Markdown twin is (`/api/line` -> `/api/line.md`).
 */
export {markdownPathOf} from '../markdownPath';
