import React, {Suspense, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState} from 'react';
import {ChartOverridesContext} from '../../client/charts/chartOverrides';
import {useOverriddenSource} from '../OptionControls/useOverriddenSource';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import DemoToolbar from '../DemoToolbar';
import type {DemoEntry} from '../../client/charts/demoRegistry';
import {loadDemoData} from '../../client/charts/demoRegistry';
import type {DemoData} from '../../types';
import {DEMO_SOURCE_PRELOAD_MARGIN_PX, LIVE_COMPILE_DEBOUNCE_MS} from '../../client/constants';
import {ChartDemoContext, type ChartDemo, type DrawnChart} from '../../client/charts/chartDemoContext';
import DemoPreview from './DemoPreview';
import ChartPlaceholder from './ChartPlaceholder';
import RetryingErrorBoundary from './RetryingErrorBoundary';
import {lazyChartDataTable, lazyLiveCodeEditor, lazyLiveDemoPreview} from './lazyLiveParts';
import DemoErrorMessage from './DemoErrorMessage';
import DemoLoadFailed from './DemoLoadFailed';
import {isChunkLoadError} from '@site/plugins/site-shell/src/client';
import {useNearViewport} from './useNearViewport';
import {startChartEngine, useChartEngineStarted, useStartForEarlyInteraction} from '../../client/charts/engineStart';
import {useDebouncedValue} from './useDebouncedValue';
import {useKeptCode} from './useKeptCode';
import KeptWorkNote from './KeptWorkNote';
import styles from './styles.module.css';
import {plainDescription} from '../../demoDescription';
import DemoDescription from './DemoDescription';

interface Props {
  entry: DemoEntry;
  /** Show the title and description above the chart. */
  showHeader?: boolean;
  /** The demo is in the first screen of its page: its preview is fetched at once, with high priority. */
  priority?: boolean;
  /** Level of the title: 3 under a section heading, 2 where the demo is a section of its own (the Examples tab). */
  headingLevel?: 2 | 3;
}

function useDemoData(entry: DemoEntry, wanted: boolean): {data: DemoData | null; error: unknown; retry: () => void} {
  const [state, setState] = useState<{data: DemoData | null; error: unknown}>({data: null, error: null});
  // A failed download is forgotten by the loader's cache: a new attempt fetches it again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (state.data || !wanted) {
      return undefined;
    }
    let cancelled = false;
    loadDemoData(entry).then(
      // The toolbar that this fills in is not urgent: let input and the chart go first.
      (data) => !cancelled && startTransition(() => setState({data, error: null})),
      (error: unknown) => !cancelled && setState({data: null, error}),
    );
    return () => {
      cancelled = true;
    };
  }, [entry, state.data, attempt, wanted]);
  const retry = useCallback(() => {
    setState({data: null, error: null});
    setAttempt((current) => current + 1);
  }, []);
  return {...state, retry};
}

export default function DemoBlock({
  entry,
  showHeader = true,
  priority = false,
  headingLevel = 3,
}: Props): React.JSX.Element {
  const previewRef = useRef<HTMLDivElement>(null);
  // Search results and standalone pages link to `#demo-{id}`; the build checks those anchors.
  useBrokenLinks().collectAnchor(`demo-${entry.id}`);
  const near = useNearViewport(previewRef);
  // With its picture on screen, a chart waits for a reason to run the engine:
  // an interaction with the demo, or the page settling after load (charts/engineStart.ts).
  const engineStarted = useChartEngineStarted();
  const sectionRef = useRef<HTMLElement>(null);
  useStartForEarlyInteraction(sectionRef);
  const chartWanted = near && (engineStarted || !entry.preview);
  const [codeExpanded, setCodeExpanded] = useState(false);
  // The source (a few kilobytes) completes the toolbar: fetched once the demo is within a few screens,
  // or at the first touch of it, so a tab of 30 demos does not fetch 30 sources while it loads.
  const sourceNear = useNearViewport(previewRef, DEMO_SOURCE_PRELOAD_MARGIN_PX);
  const [touched, setTouched] = useState(false);
  const touch = useCallback(() => {
    setTouched(true);
    startChartEngine();
  }, []);
  const {data, error: dataError, retry: retryData} = useDemoData(entry, sourceNear || touched || codeExpanded);
  const {editedCode, setEditedCode, restored, discard} = useKeptCode(entry.id, data?.source);
  useEffect(() => {
    // Restored code is shown where it can be read and edited.
    if (restored) setCodeExpanded(true);
  }, [restored]);
  const liveCode = useDebouncedValue(editedCode, LIVE_COMPILE_DEBOUNCE_MS);
  // Options changed with the chart page's controls show in the code, copies and sandboxes.
  const source = useOverriddenSource(data?.source, useContext(ChartOverridesContext)?.values ?? null);
  const code = editedCode ?? source ?? '';

  useEffect(() => {
    // A link to `#demo-{id}` may arrive before this block renders (lazy tabs, client-only charts).
    if (window.location.hash === `#demo-${entry.id}`) {
      previewRef.current?.closest('section')?.scrollIntoView();
    }
  }, [entry.id]);

  const [dataTableExpanded, setDataTableExpanded] = useState(false);
  const [drawnChart, setDrawnChart] = useState<DrawnChart | null>(null);
  // Screen readers, the chart's summary and the sandboxes get the words without code marks.
  const description = plainDescription(entry.description);
  const chartDemo = useMemo<ChartDemo>(
    () => ({title: entry.title, description, onChart: setDrawnChart}),
    [entry.title, description],
  );

  const toggleCode = useCallback(() => setCodeExpanded((expanded) => !expanded), []);
  const toggleDataTable = useCallback(() => setDataTableExpanded((expanded) => !expanded), []);
  const resetCode = useCallback(() => setEditedCode(null), [setEditedCode]);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const placeholder = <ChartPlaceholder preview={entry.preview} title={entry.title} priority={priority} />;

  return (
    <section
      ref={sectionRef}
      className={styles.demo}
      data-demo-id={entry.id}
      id={`demo-${entry.id}`}
      aria-labelledby={`demo-${entry.id}-title`}
      onPointerEnter={touch}
      onPointerDown={touch}
      onFocus={touch}
      onTouchStart={touch}
    >
      <div className={clsx(styles.header, !showHeader && 'sr-only')}>
        <Title className={styles.title} id={`demo-${entry.id}-title`}>
          {entry.title}
        </Title>
        <DemoDescription className={styles.description} text={entry.description} />
      </div>
      {restored && (
        <KeptWorkNote onDiscard={discard}>
          <Translate id="site.demo.keptCode">Your edited code from earlier in this tab was restored.</Translate>
        </KeptWorkNote>
      )}
      <div ref={previewRef} className={styles.preview} style={{height: entry.height}}>
        <ChartDemoContext.Provider value={chartDemo}>
          <BrowserOnly fallback={placeholder}>
            {() =>
              !chartWanted && liveCode === null ? (
                placeholder
              ) : liveCode !== null ? (
                <RetryingErrorBoundary resetKey={liveCode}>
                  {() => {
                    const LiveDemoPreview = lazyLiveDemoPreview();
                    return (
                      <Suspense fallback={<ChartPlaceholder />}>
                        <LiveDemoPreview code={liveCode} className={styles.livePreview} />
                      </Suspense>
                    );
                  }}
                </RetryingErrorBoundary>
              ) : (
                <DemoPreview entry={entry} withPreview priority={priority} />
              )
            }
          </BrowserOnly>
        </ChartDemoContext.Provider>
      </div>
      {data ? (
        <DemoToolbar
          demo={{
            id: entry.id,
            title: entry.title,
            description,
            height: entry.height,
            standalonePath: entry.standalonePath,
            source: data.source,
            dependencies: data.context.dependencies,
          }}
          code={code}
          codeExpanded={codeExpanded}
          onToggleCode={toggleCode}
          onResetCode={editedCode !== null ? resetCode : undefined}
          previewRef={previewRef}
          chart={drawnChart}
          dataTableExpanded={dataTableExpanded}
          onToggleDataTable={toggleDataTable}
          dataTableId={`demo-${entry.id}-data`}
        />
      ) : (
        <DemoToolbarPending onToggleCode={toggleCode} codeExpanded={codeExpanded} />
      )}
      {dataTableExpanded && (
        // A table whose code fails to download says so here, with Retry; the page and the demo's edits stay.
        <RetryingErrorBoundary>
          {() => {
            const ChartDataTable = lazyChartDataTable();
            return (
              <Suspense fallback={null}>
                <ChartDataTable id={`demo-${entry.id}-data`} title={entry.title} chart={drawnChart} />
              </Suspense>
            );
          }}
        </RetryingErrorBoundary>
      )}
      {codeExpanded && (
        <div className={styles.code}>
          {dataError && isChunkLoadError(dataError) ? (
            <DemoLoadFailed error={dataError} onRetry={retryData} />
          ) : dataError ? (
            <DemoErrorMessage error={dataError} />
          ) : data ? (
            <BrowserOnly fallback={<pre>{code}</pre>}>
              {() => (
                <RetryingErrorBoundary>
                  {() => {
                    const LiveCodeEditor = lazyLiveCodeEditor();
                    return (
                      <Suspense fallback={<pre className={styles.codeFallback}>{code}</pre>}>
                        <LiveCodeEditor code={code} onChange={setEditedCode} />
                      </Suspense>
                    );
                  }}
                </RetryingErrorBoundary>
              )}
            </BrowserOnly>
          ) : (
            <p role="status">
              <Translate id="site.loading">Loading...</Translate>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** Before the demo's source has arrived only the code toggle can act; it reserves the toolbar's height. */
function DemoToolbarPending({
  onToggleCode,
  codeExpanded,
}: {
  onToggleCode: () => void;
  codeExpanded: boolean;
}): React.JSX.Element {
  return (
    <div className={styles.toolbarPending}>
      <button
        type="button"
        className="button button--sm button--secondary"
        aria-expanded={codeExpanded}
        onClick={onToggleCode}
      >
        {codeExpanded ? (
          <Translate id="site.demo.hideCode">Hide code</Translate>
        ) : (
          <Translate id="site.demo.showCode">Show code</Translate>
        )}
      </button>
    </div>
  );
}
