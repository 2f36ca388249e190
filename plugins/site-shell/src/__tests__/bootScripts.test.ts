import defaultSsrTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {BOOT_FALLBACK_MS, BOOT_SCRIPT_ATTRIBUTE, getBootScript, getSsrTemplate} from '../bootScripts';

describe('page template', () => {
  it('preloads the bundle scripts instead of running them from defer tags, and keeps the rest', () => {
    const template = getSsrTemplate();
    expect(template).not.toMatch(/<script[^>]*defer/);
    expect(template).toContain(`<link rel="preload" as="script" fetchpriority="low"`);
    expect(template).toContain(BOOT_SCRIPT_ATTRIBUTE);
    // Everything but the scripts loop is Docusaurus' own.
    for (const part of ['<%~ it.headTags %>', '<%~ it.appHtml %>', '<%~ it.postBodyTags %>', 'it.stylesheets']) {
      expect(template).toContain(part);
    }
    expect(template.length).toBeGreaterThan(defaultSsrTemplate.length * 0.9);
  });

  it('stops the build when the template it adapts has changed', () => {
    expect(() => getSsrTemplate('<html><body></body></html>')).toThrow(/no longer writes its scripts/);
  });
});

describe('boot script', () => {
  /** The paint observer the script registered, to report a paint as the browser would. */
  let reportPaint: (() => void) | null;
  let disconnected: boolean;

  function pageWithBundle({hidden = false, paintEntries = true} = {}): void {
    document.head.innerHTML = ['/assets/js/runtime~main.js', '/assets/js/main.js']
      .map((href) => `<link rel="preload" as="script" href="${href}" ${BOOT_SCRIPT_ATTRIBUTE}>`)
      .join('');
    document.body.innerHTML = '<div id="__docusaurus">page</div>';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    reportPaint = null;
    disconnected = false;
    class FakePerformanceObserver {
      static supportedEntryTypes = paintEntries ? ['paint', 'mark'] : ['mark'];
      constructor(private readonly callback: (list: unknown, observer: FakePerformanceObserver) => void) {}
      observe(options: {type: string; buffered: boolean}): void {
        expect(options).toEqual({type: 'paint', buffered: true});
        reportPaint = () => this.callback({}, this);
      }
      disconnect(): void {
        disconnected = true;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', {configurable: true, value: FakePerformanceObserver});
    new Function(getBootScript())();
  }

  const started = (): string[] => [...document.body.querySelectorAll('script')].map((s) => new URL(s.src).pathname);

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts the scripts in document order once the first paint is reported, not before', () => {
    pageWithBundle();
    expect(started()).toEqual([]);
    reportPaint?.();
    expect(started()).toEqual(['/assets/js/runtime~main.js', '/assets/js/main.js']);
    expect([...document.body.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
    expect(disconnected).toBe(true);
  });

  it('starts them once, whatever comes first', () => {
    pageWithBundle();
    document.dispatchEvent(new Event('visibilitychange'));
    reportPaint?.();
    jest.advanceTimersByTime(BOOT_FALLBACK_MS);
    expect(started()).toHaveLength(2);
  });

  it('starts them after the first frame where the browser reports no paints', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    pageWithBundle({paintEntries: false});
    expect(reportPaint).toBeNull();
    frames[0](0);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(started()).toHaveLength(2);
  });

  it('starts them anyway when no paint is reported in time', () => {
    pageWithBundle();
    jest.advanceTimersByTime(BOOT_FALLBACK_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(2);
  });

  it('starts them at once in a hidden tab, which paints no frames', () => {
    pageWithBundle({hidden: true});
    expect(started()).toHaveLength(2);
  });

  it('lets the early-input script go when a bundle script fails to load, since nothing would replay what it holds', () => {
    const release = jest.fn();
    Object.assign(window, {__releaseEarlyInput: release});
    pageWithBundle({hidden: true});
    document.body.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(release).toHaveBeenCalledTimes(1);
    delete (window as {__releaseEarlyInput?: unknown}).__releaseEarlyInput;
  });
});
