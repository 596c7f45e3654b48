// The console's tests run in node unless a file asks for jsdom (`// @vitest-environment jsdom`); in jsdom,
// Mantine reads browser APIs that jsdom does not provide, given here.
import { afterEach, vi } from 'vitest';
import { completeCatalogue, setLanguage } from '../i18n/translate';

// Components read their words from the catalogue; the tests read them in English, as a browser set to it would.
await setLanguage('en');
await completeCatalogue();

if (typeof window !== 'undefined') {
  // What a test rendered is unmounted after it: left mounted, React's scheduler ran on after the file's jsdom
  // window was gone, in a worker that had gone on to a file without one ("window is not defined").
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);

  // Some of these tests run the real service in this process. jsdom's environment puts its window's ArrayBuffer in
  // place of Node's, so the memory of a Node Buffer no longer passes `instanceof ArrayBuffer`: the test by which
  // fastify sends a body of bytes as it is, where the service's list pages are bytes.
  globalThis.ArrayBuffer = Object.getPrototypeOf(Buffer.alloc(0).buffer).constructor as ArrayBufferConstructor;

  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}
