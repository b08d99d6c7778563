import { expect, test } from '@playwright/test';
import { mainThreadCpuMs, type LighthouseTrace } from '../src/main-thread-cpu.ts';

// The bench's CPU-time figure beside Lighthouse's main-thread work (issue 16): a trace in the shape Chromium writes, with
// the page's renderer (pid 1), another renderer (pid 2) and the page's compositor thread.
const page = { pid: 1, tid: 11 };
const timeline = 'disabled-by-default-devtools.timeline';
const task = (at: number, wall: number, cpu: number | undefined, where = page, name = 'RunTask') => ({
  name,
  ph: 'X',
  cat: timeline,
  ...where,
  ts: at,
  dur: wall,
  ...(cpu === undefined ? {} : { tdur: cpu }),
  args: {},
});
const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', cat: '__metadata', pid, tid, ts: 0, args: { name } });

const trace: LighthouseTrace = {
  traceEvents: [
    thread(1, 11, 'CrRendererMain'),
    thread(1, 12, 'Compositor'),
    thread(2, 21, 'CrRendererMain'),
    {
      name: 'TracingStartedInBrowser',
      ph: 'I',
      cat: timeline,
      pid: 9,
      tid: 9,
      ts: 1_000,
      args: { data: { frameTreeNodeId: 1, persistentIds: true, frames: [{ frame: 'F1', url: 'http://localhost/', name: '', processId: 1, isOutermostMainFrame: true, isInPrimaryMainFrame: true }] } },
    },
    { name: 'navigationStart', ph: 'R', cat: 'blink.user_timing', ...page, ts: 2_000, args: { frame: 'F1', data: { documentLoaderURL: 'http://localhost/', isLoadingMainFrame: true, navigationId: 'N1' } } },
    // A task that waited: 10 ms on the clock, 4 ms on a core; its nested call is in its own time already.
    task(3_000, 10_000, 4_000),
    task(3_500, 5_000, 3_000, page, 'FunctionCall'),
    // A task that ran through.
    task(20_000, 6_000, 6_000),
    // A task without thread time counts its wall time.
    task(30_000, 1_000, undefined),
    // Neither the compositor nor another renderer's main thread is the page's main thread.
    task(4_000, 50_000, 50_000, { pid: 1, tid: 12 }),
    task(4_000, 50_000, 50_000, { pid: 2, tid: 21 }),
  ],
};

test("the main thread's CPU time: its top-level tasks' thread time, scaled like Lighthouse's figure @fast", () => {
  expect(mainThreadCpuMs(trace, 4)).toBeCloseTo((4 + 6 + 1) * 4, 6);
  expect(mainThreadCpuMs(trace, 1)).toBeCloseTo(11, 6);
});
