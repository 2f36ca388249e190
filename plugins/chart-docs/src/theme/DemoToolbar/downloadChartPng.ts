import {translate} from '@docusaurus/Translate';
import type {DrawnChart} from '../../client/charts/chartDemoContext';

/** The element G2 drew into (`chart.canvas.get('el')`): a `<canvas>`, or an `<svg>` with `renderer: 'svg'`. */
function chartSurface(chart: DrawnChart | null): unknown {
  const g2 = chart?.chart() as {canvas?: {get?: (key: string) => unknown}} | undefined;
  return g2?.canvas?.get?.('el');
}

/** The `<canvas>` G2 drew into, or null (not drawn yet, or drawn as SVG). */
export function chartCanvasElement(chart: DrawnChart | null): HTMLCanvasElement | null {
  const element = chartSurface(chart);
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
  return savePicture(canvas, canvas, canvas.width, canvas.height, fileName);
}

async function savePicture(
  source: CanvasImageSource,
  seenIn: Element,
  width: number,
  height: number,
  fileName: string,
): Promise<{width: number; height: number}> {
  const picture = document.createElement('canvas');
  picture.width = width;
  picture.height = height;
  const context = picture.getContext('2d');
  if (!context) throw new Error('this browser cannot draw the picture');
  context.fillStyle = visibleBackground(seenIn);
  context.fillRect(0, 0, picture.width, picture.height);
  context.drawImage(source, 0, 0, width, height);
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

/**
 * An SVG chart as a PNG: the SVG's markup as an image, drawn at its on-screen
 * size times the device pixel ratio (as a canvas chart's own pixels are).
 */
async function downloadSvgChartPng(svg: SVGSVGElement, fileName: string): Promise<{width: number; height: number}> {
  const box = svg.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) throw new Error(notShownReason());
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(box.width));
  copy.setAttribute('height', String(box.height));
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], {type: 'image/svg+xml;charset=utf-8'}),
  );
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const ratio = window.devicePixelRatio || 1;
    return await savePicture(image, svg, Math.round(box.width * ratio), Math.round(box.height * ratio), fileName);
  } finally {
    URL.revokeObjectURL(url);
  }
}

const notShownReason = () =>
  translate({id: 'site.demoToolbar.pngHidden', message: 'the chart is not on screen (it has no size)'});

/** Why there is no chart to save, as the demo's box shows it. */
function noChartReason(preview: HTMLElement | null): string {
  if (preview?.querySelector('[role="alert"]')) {
    return translate({
      id: 'site.demoToolbar.pngFailed.chartFailed',
      message: 'the chart failed to draw (see the error in the demo)',
    });
  }
  if (!preview || preview.querySelector('[role="status"]')) {
    return translate({id: 'site.demoToolbar.pngNotDrawn', message: 'the chart has not drawn yet'});
  }
  return translate({id: 'site.demoToolbar.pngNoChart', message: 'this demo shows no chart'});
}

/**
 * The toolbar's `Download PNG`: saves the drawn chart (canvas or SVG) as
 * `{demo id}.png` and returns that name. Without a chart, the error says why,
 * as the demo's box (`preview`) shows it.
 */
export async function saveChartPicture(
  chart: DrawnChart | null,
  demoId: string,
  preview: HTMLElement | null = null,
): Promise<string> {
  const surface = chartSurface(chart);
  const file = `${demoId}.png`;
  if (surface instanceof HTMLCanvasElement) {
    await downloadChartPng(surface, file);
  } else if (surface instanceof SVGSVGElement) {
    await downloadSvgChartPng(surface, file);
  } else if (chart) {
    throw new Error(translate({id: 'site.demoToolbar.pngNoSurface', message: 'the chart has no picture to save'}));
  } else {
    throw new Error(noChartReason(preview));
  }
  return file;
}
