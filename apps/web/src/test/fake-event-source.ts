import { act } from '@testing-library/react';

/** The browser's EventSource, driven by the test: what the server would send, or a refusal. */
export class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }

  send(data: unknown): void {
    this.readyState = FakeEventSource.OPEN;
    act(() =>
      this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent),
    );
  }

  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    act(() => this.onerror?.());
  }

  close(): void {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  static live(): FakeEventSource[] {
    return FakeEventSource.opened.filter((source) => !source.closed);
  }
}

/** Puts the fake in place of the browser's EventSource (jsdom has none). */
export function installFakeEventSource(): void {
  FakeEventSource.opened = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
}

export function removeFakeEventSource(): void {
  delete (globalThis as { EventSource?: unknown }).EventSource;
}
