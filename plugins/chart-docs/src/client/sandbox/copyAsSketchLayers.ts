import {copyText} from './copyCode';
import {describeError} from '@site/plugins/site-shell/src/client';

/** A Sketch layer as JSON: only the part we read. */
interface SketchLayerJson {
  _class?: string;
  layers?: SketchLayerJson[];
}

/** Number of layers under a Sketch group, counted at every depth (the group itself excluded). */
export function countSketchLayers(group: SketchLayerJson): number {
  return (group.layers ?? []).reduce((count, layer) => count + 1 + countSketchLayers(layer), 0);
}

type Html2Sketch = typeof import('html2sketch/dist/html2sketch.min.js');

async function loadHtml2Sketch(): Promise<Html2Sketch> {
  const module = (await import('html2sketch/dist/html2sketch.min.js')) as Html2Sketch & {default?: Html2Sketch};
  // The bundle is UMD: bundlers hand it over as a CommonJS default export.
  return typeof module.nodeToGroup === 'function' ? module : (module.default as Html2Sketch);
}

/**
 * Converts the rendered demo (its DOM and the chart's canvas, as a bitmap)
 * to Sketch layers with html2sketch and copies their JSON, which Sketch
 * plugins such as Kitchen paste as layers. Resolves to the number of layers.
 */
export async function copyAsSketchLayers(element: Element | null | undefined): Promise<number> {
  if (!element) {
    throw new Error('The demo has not been rendered yet.');
  }
  let json: ReturnType<Awaited<ReturnType<Html2Sketch['nodeToGroup']>>['toSketchJSON']>;
  try {
    const {nodeToGroup} = await loadHtml2Sketch();
    const group = await nodeToGroup(element);
    json = group.toSketchJSON();
  } catch (error) {
    throw new Error(`The demo could not be converted to Sketch layers (${describeError(error)}).`, {cause: error});
  }
  const layerCount = countSketchLayers(json);
  if (layerCount === 0) {
    throw new Error('The demo produced no Sketch layers.');
  }
  if (!(await copyText(JSON.stringify(json)))) {
    throw new Error('The clipboard refused the Sketch layers.');
  }
  return layerCount;
}
