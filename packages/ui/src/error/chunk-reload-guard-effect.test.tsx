import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkReloadGuard } from './chunk-reload-guard-effect.tsx';

describe('ChunkReloadGuard', () => {
  it('listens for errors while mounted and stops when unmounted', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount, container } = render(<ChunkReloadGuard />);
    expect(container).toBeEmptyDOMElement();
    expect(add.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['error', 'unhandledrejection']),
    );
    unmount();
    expect(remove.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['error', 'unhandledrejection']),
    );
  });
});
