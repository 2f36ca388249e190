import {translate} from '@docusaurus/Translate';

/**
 * Accessible names of the actions. Tests and assistive technology find the
 * actions by these names, so they never change and stay in English; the
 * visible tooltips are translated.
 */
export const DEMO_ACTION_NAMES = {
  showCode: 'Show code',
  hideCode: 'Hide code',
  copyCode: 'Copy code',
  codeSandbox: 'Open in CodeSandbox',
  stackBlitz: 'Open in StackBlitz',
  codePen: 'Open in CodePen',
  sketch: 'Copy as Sketch layers',
  separatePage: 'Open in separate page',
  reset: 'Reset',
  showDataTable: 'Show data table',
  hideDataTable: 'Hide data table',
  patterns: 'Patterns',
  downloadPng: 'Download PNG',
} as const;

export type DemoActionLabel = keyof typeof DEMO_ACTION_NAMES;

/** The visible tooltips in the reader's language (each call spelled out: the translation extractor reads them). */
function tooltips(): Record<DemoActionLabel, string> {
  return {
    showCode: translate({id: 'site.demoToolbar.showCode', message: 'Show code'}),
    hideCode: translate({id: 'site.demoToolbar.hideCode', message: 'Hide code'}),
    copyCode: translate({id: 'site.demoToolbar.copyCode', message: 'Copy code'}),
    codeSandbox: translate({id: 'site.demoToolbar.codeSandbox', message: 'Open in CodeSandbox'}),
    stackBlitz: translate({id: 'site.demoToolbar.stackBlitz', message: 'Open in StackBlitz'}),
    codePen: translate({id: 'site.demoToolbar.codePen', message: 'Open in CodePen'}),
    sketch: translate({id: 'site.demoToolbar.sketch', message: 'Copy as Sketch layers'}),
    separatePage: translate({id: 'site.demoToolbar.separatePage', message: 'Open in separate page'}),
    reset: translate({id: 'site.demoToolbar.reset', message: 'Reset'}),
    showDataTable: translate({id: 'site.demoToolbar.showDataTable', message: 'Show data table'}),
    hideDataTable: translate({id: 'site.demoToolbar.hideDataTable', message: 'Hide data table'}),
    patterns: translate({id: 'site.demoToolbar.patterns', message: 'Patterns'}),
    downloadPng: translate({id: 'site.demoToolbar.downloadPng', message: 'Download PNG'}),
  };
}

/** An action's accessible name and its tooltip, by the action's key. */
export function demoActionLabels(): (label: DemoActionLabel) => {name: string; tooltip: string} {
  const tooltip = tooltips();
  return (label) => ({name: DEMO_ACTION_NAMES[label], tooltip: tooltip[label]});
}
