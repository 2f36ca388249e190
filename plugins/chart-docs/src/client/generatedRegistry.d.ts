// The registry module this plugin generates (renderRegistryModule.ts), as browser code imports it.
declare module '@generated/chart-docs/default/registry' {
  import type {ComponentType} from 'react';
  import type {ChartEventGroup} from '@site/plugins/chart-docs/src/record/recordedEvents';
  import type {DemoData, DemoSummary, RegistryChartSummary} from '@site/plugins/chart-docs/src/types';
  import type {ChartPropsHead, PropRow} from '@site/plugins/chart-docs/src/props/types';

  export interface DemoEntry extends DemoSummary {
    loadComponent: () => Promise<{default: ComponentType}>;
    loadData: () => Promise<{default: DemoData}>;
  }

  export const charts: RegistryChartSummary[];
  export const demos: Record<string, DemoEntry>;
  export const props: Record<
    string,
    {load: () => Promise<{default: ChartPropsHead}>; loadCommon: () => Promise<{default: PropRow[]}>}
  >;
  /** Each chart's recorded events, by slug: only its page's Events section loads them. */
  export const events: Record<string, () => Promise<{default: ChartEventGroup[]}>>;
}
