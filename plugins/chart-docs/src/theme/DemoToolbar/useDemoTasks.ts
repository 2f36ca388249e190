import {useMemo, type RefObject} from 'react';
import {translate} from '@docusaurus/Translate';
import {buildSandboxProject} from '../../client/sandbox/buildSandboxProject';
import {copyCode} from '../../client/sandbox/copyCode';
import {copyAsSketchLayers} from '../../client/sandbox/copyAsSketchLayers';
import {openInCodePen} from '../../client/sandbox/openInCodePen';
import {openInCodeSandbox} from '../../client/sandbox/openInCodeSandbox';
import {openInStackBlitz} from '../../client/sandbox/openInStackBlitz';
import type {SandboxDemo} from '../../client/sandbox/types';
import type {DrawnChart} from '../../client/charts/chartDemoContext';
import {outcomeMessage, type StatusMessage} from '@theme/StatusLine';
import {ACTION_REPEAT_GUARD_MS} from '../../client/constants';
import {saveChartPicture} from './downloadChartPng';
import {useSingleFlight} from './useSingleFlight';
import {errorMessage} from '@site/plugins/site-shell/src/client';

/** The toolbar's actions that run a task; each ignores repeats while it runs. */
export type DemoTask = 'copy' | 'sketch' | 'codesandbox' | 'stackblitz' | 'codepen' | 'png';

export interface DemoTaskInput {
  /** What the sandboxes get, the code aside. */
  demo: Omit<SandboxDemo, 'code'>;
  /** The code as currently edited (or the source). */
  code: string;
  previewRef: RefObject<HTMLElement | null>;
  chart: DrawnChart | null;
  /** Where a task says it is done, or why it failed. */
  say: (message: StatusMessage) => void;
}

export interface DemoTasks {
  /** Starts the task unless it is already running. */
  start: (task: DemoTask) => void;
  /** Whether the task is running (`aria-busy`). */
  isBusy: (task: DemoTask) => boolean;
}

const openFailed = (service: string) => (reason: string) =>
  translate({id: 'site.demoToolbar.openFailed', message: 'Could not open {service}: {reason}'}, {service, reason});

/**
 * The toolbar's tasks: copy the code, copy the chart as Sketch layers, open
 * the code in CodeSandbox, StackBlitz or CodePen, save the chart as a PNG.
 * Each runs once at a time and says how it went in the status line.
 */
export function useDemoTasks({demo, code, previewRef, chart, say}: DemoTaskInput): DemoTasks {
  const flight = useSingleFlight<DemoTask>(ACTION_REPEAT_GUARD_MS);
  const sandboxDemo = useMemo<SandboxDemo>(
    () => ({
      id: demo.id,
      title: demo.title,
      description: demo.description,
      code,
      dependencies: demo.dependencies,
      height: demo.height,
    }),
    [demo.id, demo.title, demo.description, demo.dependencies, demo.height, code],
  );

  /** Each task, and what its failure says given the error's reason. */
  const tasks: Record<DemoTask, {run: () => unknown; failure: (reason: string) => string}> = {
    copy: {
      run: async () => {
        const copied = await copyCode(code);
        say(
          outcomeMessage(
            copied,
            translate({id: 'site.demoToolbar.copied', message: 'Copied'}),
            translate({id: 'site.demoToolbar.copyFailed', message: 'Could not copy: the clipboard is not available'}),
          ),
        );
      },
      failure: (reason) => reason,
    },
    sketch: {
      run: async () => {
        await copyAsSketchLayers(previewRef.current);
        say({
          text: translate({id: 'site.demoToolbar.sketchCopied', message: 'Sketch layers copied'}),
          tone: 'success',
        });
      },
      failure: (reason) =>
        translate({id: 'site.demoToolbar.sketchFailed', message: 'Could not copy Sketch layers: {reason}'}, {reason}),
    },
    codesandbox: {
      run: () => openInCodeSandbox(buildSandboxProject(sandboxDemo)),
      failure: openFailed('CodeSandbox'),
    },
    stackblitz: {
      run: () => openInStackBlitz(buildSandboxProject(sandboxDemo)),
      failure: openFailed('StackBlitz'),
    },
    codepen: {
      run: () => openInCodePen(sandboxDemo),
      failure: openFailed('CodePen'),
    },
    png: {
      run: async () => {
        const file = await saveChartPicture(chart, demo.id);
        say({text: translate({id: 'site.demoToolbar.pngSaved', message: 'Saved {file}'}, {file}), tone: 'success'});
      },
      failure: (reason) =>
        translate({id: 'site.demoToolbar.pngFailed', message: 'Could not save the picture: {reason}'}, {reason}),
    },
  };

  const start = (task: DemoTask): void => {
    const {run, failure} = tasks[task];
    // Not awaited by the click handler: the task reports its own outcome.
    void flight.run(task, run).catch((error: unknown) => say({text: failure(errorMessage(error)), tone: 'error'}));
  };

  return {start, isBusy: flight.isBusy};
}
