import { setScreenWidth } from './screenWidth';

/**
 * What antd needs from a browser that jsdom lacks, for every admin component test, and one
 * thing it is better without.
 */

// antd's CSS-in-JS inserts hundreds of rules; jsdom then recomputes styles across all of them for
// every accessibility query Testing Library makes (a 7× slower suite). Behaviour never depends on
// those styles here, so components render unstyled.
jest.mock('@ant-design/cssinjs', () => ({
  ...jest.requireActual<object>('@ant-design/cssinjs'),
  useStyleRegister: () => undefined,
}));

// Tables with a horizontal scroll and tabs watch their size; there is no layout to report.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// antd's select and form watchers wait a macrotask through MessageChannel.
if (typeof window.MessageChannel === 'undefined') {
  type Port = { onmessage: ((event: MessageEvent) => void) | null; postMessage: (data: unknown) => void };
  window.MessageChannel = class {
    port1: Port = {
      onmessage: null,
      postMessage: (data) => setTimeout(() => this.port2.onmessage?.({ data } as MessageEvent)),
    };
    port2: Port = {
      onmessage: null,
      postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data } as MessageEvent)),
    };
  } as unknown as typeof MessageChannel;
}

// antd measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'); jsdom has no
// pseudo-element styles and logs an error for each. The element's own style is what it gets.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

beforeEach(() => setScreenWidth(1280));
