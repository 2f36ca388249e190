import {translate} from '@docusaurus/Translate';
import type {DrawnChart} from '../../client/charts/chartDemoContext';

/** The `<canvas>` G2 drew into (`chart.canvas.get('el')`), or null before the chart has drawn. */
export function chartCanvasElement(chart: DrawnChart | null): HTMLCanvasElement | null {
  const g2 = chart?.chart() as {canvas?: {get?: (key: string) => unknown}} | undefined;
  const element = g2?.canvas?.get?.('el');
  return element instanceof HTMLCanvasElement ? element : null;
}

function isTransparent(color: string): boolean {
  return color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);
}

/**
 * The colour the chart is seen on: the first non-transparent background from
 * the canvas up (the page's in the current color mode). A canvas is
 * transparent where nothing is drawn, so the picture gets this behind it.
 */
export function visibleBackground(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color && !isTransparent(color)) return color;
  }
  return '#ffffff';
}

/**
 * Saves the chart as drawn as `{fileName}`: the canvas's own pixels (its CSS
 * size times the device pixel ratio) over the background it is seen on.
 * Returns the picture's size in pixels.
 */
export async function downloadChartPng(
  canvas: HTMLCanvasElement,
  fileName: string,
): Promise<{width: number; height: number}> {
  const picture = document.createElement('canvas');
  picture.width = canvas.width;
  picture.height = canvas.height;
  const context = picture.getContext('2d');
  if (!context) throw new Error('this browser cannot draw the picture');
  context.fillStyle = visibleBackground(canvas);
  context.fillRect(0, 0, picture.width, picture.height);
  context.drawImage(canvas, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => picture.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the picture could not be encoded');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download (a same-task revoke can cancel it in some browsers).
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
  return {width: picture.width, height: picture.height};
}

/** The toolbar's `Download PNG`: saves the drawn chart as `{demo id}.png` and returns that name. */
export async function saveChartPicture(chart: DrawnChart | null, demoId: string): Promise<string> {
  const canvas = chartCanvasElement(chart);
  if (!canvas) throw new Error(translate({id: 'site.demoToolbar.pngNotDrawn', message: 'the chart has not drawn yet'}));
  const file = `${demoId}.png`;
  await downloadChartPng(canvas, file);
  return file;
}
