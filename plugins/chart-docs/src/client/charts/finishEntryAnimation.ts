/**
 * A chart that takes the place of its preview picture shows its last frame at
 * once, so the swap does not move. Done on the drawn canvas (its animations
 * run to their end) rather than with `animation: false`: the engine keeps the
 * demo's own options, so later redraws animate exactly as in a visitor's app.
 */
import type {ReadyPlot} from '../../theme/AccessibleChart';

interface AnimatedShape {
  get(key: 'animations'): ReadonlyArray<{repeat?: boolean}> | undefined;
  stopAnimate(toEnd?: boolean): void;
}

interface CanvasLike {
  get(key: 'timeline'): {animators?: AnimatedShape[]} | undefined;
  draw(): void;
}

export function finishEntryAnimation(plot: ReadyPlot): void {
  const canvas = (plot.chart as {canvas?: CanvasLike} | undefined)?.canvas;
  const animators = canvas?.get('timeline')?.animators;
  if (!canvas || !animators) return;
  // Endless animations (a liquid's wave) keep running, as they do once the entry is over.
  for (const shape of [...animators]) {
    if (!(shape.get('animations') ?? []).some((animation) => animation.repeat)) {
      shape.stopAnimate(true);
    }
  }
  canvas.draw();
}
