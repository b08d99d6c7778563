// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectDevice, type DeviceFlags } from './device-flags.ts';
import { useCanHover, useDeviceFlags } from './use-device.ts';

const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const serverFlags = detectDevice(mac);

function Probe({ flags, refineOnResize = false }: { flags: DeviceFlags; refineOnResize?: boolean }) {
  const device = useDeviceFlags(flags, { refineOnResize });
  const hover = useCanHover();
  return <p>{`tablet ${device.isTablet}, mac ${device.isMacOS}, hover ${hover}`}</p>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useDeviceFlags / useCanHover', () => {
  it('render the server flags on the server, no hover', () => {
    expect(renderToString(<Probe flags={serverFlags} />)).toContain('tablet false, mac true, hover false');
  });

  it('refine in the browser (a touch Mac is an iPad) and again after a resize when configured', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(mac);
    const touch = vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(0);
    render(<Probe flags={serverFlags} refineOnResize />);
    expect(screen.getByText(/tablet false, mac true/)).toBeTruthy();
    touch.mockReturnValue(5);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByText(/tablet true, mac false/)).toBeTruthy();
  });
});
