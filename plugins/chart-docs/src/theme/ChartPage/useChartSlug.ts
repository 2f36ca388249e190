import {useDoc} from '@docusaurus/plugin-content-docs/client';

/** The chart slug of the chart page being rendered (`docs/api/line.mdx` -> `line`). */
export function useChartSlug(): string {
  const {metadata} = useDoc();
  return metadata.id.replace(/^api\//, '');
}
