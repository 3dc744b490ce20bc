import { act } from '@testing-library/react';

/**
 * Stands in for XMLHttpRequest (stub it with `vi.stubGlobal`): each instance records what was
 * sent, and the test drives the upload's progress events and the answer.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  status = 0;
  responseText = '';
  timeout = 0;
  headers: Record<string, string> = {};
  sent: FormData | undefined;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(data: FormData) {
    this.sent = data;
  }
  /** An upload progress event; `total` 0 is one whose length the browser does not know. */
  progress(loaded: number, total: number) {
    act(() =>
      this.upload.onprogress?.({ lengthComputable: total > 0, loaded, total } as ProgressEvent),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}
