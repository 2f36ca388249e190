import type {ComponentProps} from 'react';
import {lazyComponentCache} from './lazyComponentCache';

// Type-only imports: the modules themselves stay in their own chunks.
type LiveCodeEditorProps = ComponentProps<typeof import('./live/LiveCodeEditor').default>;
type LiveDemoPreviewProps = ComponentProps<typeof import('./live/LiveDemoPreview').default>;
type ChartDataTableProps = ComponentProps<typeof import('../AccessibleChart/ChartDataTable').default>;

const editorCache = lazyComponentCache<'editor', LiveCodeEditorProps>();
const previewCache = lazyComponentCache<'preview', LiveDemoPreviewProps>();
const dataTableCache = lazyComponentCache<'table', ChartDataTableProps>();

/**
 * The live editor's two parts, loaded only when a visitor opens the code or
 * edits it (react-live and sucrase stay out of page bundles). Like a demo's
 * own chunk, a part whose download failed is loaded again by the next render
 * that asks for it: take them inside a RetryingErrorBoundary's children.
 */
export const lazyLiveCodeEditor = () =>
  editorCache('editor', () => import('./live/LiveCodeEditor').then((module) => module.default));
export const lazyLiveDemoPreview = () =>
  previewCache('preview', () => import('./live/LiveDemoPreview').then((module) => module.default));

/** The data table, loaded when a visitor first opens one; like the parts above, a failed download loads again. */
export const lazyChartDataTable = () =>
  dataTableCache('table', () => import('../AccessibleChart/ChartDataTable').then((module) => module.default));
