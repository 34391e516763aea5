import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { dismissToast } from '../components/toast';

// react-router needs TextEncoder, which jest's jsdom environment does not provide.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not scroll; the virtualised tables ask the window to keep its scroll position.
window.scrollTo = () => undefined;

// Toasts live in a module-level store: unmount first, then start every test without one.
afterEach(() => {
  cleanup();
  dismissToast();
});
