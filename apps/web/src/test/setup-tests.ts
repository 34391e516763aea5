import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { dismissToast } from '../components/toast';

// react-router needs TextEncoder, which jest's jsdom environment does not provide.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// Screens load on first use (React.lazy): the first test of a file waits for its module to compile.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; the virtualised tables ask the window to keep its scroll position.
window.scrollTo = () => undefined;

// Toasts live in a module-level store: unmount first, then start every test without one.
afterEach(() => {
  cleanup();
  dismissToast();
});
