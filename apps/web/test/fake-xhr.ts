/**
 * A stand-in for XMLHttpRequest (uploads with progress): each request is recorded, and the
 * test drives it, reporting progress and then answering or failing.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

type Handler = (() => void) | null;

export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: Handler;
  } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  /** The whole body was sent and the server answered. */
  async respond(status: number, body?: unknown) {
    await act(async () => {
      this.upload.onload?.();
      this.status = status;
      this.responseText = body === undefined ? '' : JSON.stringify(body);
      this.onload?.();
      await Promise.resolve();
    });
  }

  async fail() {
    await act(async () => {
      this.onerror?.();
      await Promise.resolve();
    });
  }
}

/** Every test of the file gets a fresh FakeXhr as the global XMLHttpRequest. */
export function setUpFakeXhr() {
  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** The last request made, or an error when none was. */
export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('No XMLHttpRequest was made');
  return xhr;
}
