import { apiUpload, handleSubscriptionRequired } from '@/lib/client/api';
import { ApiError } from '@/lib/client/api-error';

/** A stand-in for the browser's XMLHttpRequest that answers with the given status and body. */
function fakeXhr(status: number, response: unknown) {
  return class {
    status = 0;
    response: unknown = null;
    responseType = '';
    headers: Record<string, string> = {};
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = status;
      this.response = response;
      this.onload?.();
    }
  };
}

describe('apiUpload (the photo upload, with progress)', () => {
  const real = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  afterEach(() => {
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = real;
    handleSubscriptionRequired(() => undefined);
  });

  it('leads a member without a subscription to /subscribe, as every other call does', async () => {
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = fakeXhr(402, { message: 'Subscription required', code: 'subscription_required' });
    const redirected = jest.fn();
    handleSubscriptionRequired(redirected);
    const upload = apiUpload('/photos/upload', new FormData(), () => undefined);
    await expect(upload).rejects.toEqual(expect.objectContaining({ status: 402, code: 'subscription_required', message: 'Subscription required' }));
    await expect(upload).rejects.toBeInstanceOf(ApiError);
    expect(redirected).toHaveBeenCalledTimes(1);
  });

  it('reports progress and answers the body on success', async () => {
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = fakeXhr(201, { photo: { _id: 'p' } });
    const progress: number[] = [];
    await expect(apiUpload('/photos/upload', new FormData(), (p) => progress.push(p))).resolves.toEqual({ photo: { _id: 'p' } });
    expect(progress).toEqual([50]);
  });

  it('turns another failure into the server’s message without leaving the page', async () => {
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = fakeXhr(413, { message: 'Too large', code: 'payload_too_large' });
    const redirected = jest.fn();
    handleSubscriptionRequired(redirected);
    await expect(apiUpload('/photos/upload', new FormData(), () => undefined)).rejects.toEqual(expect.objectContaining({ status: 413, message: 'Too large' }));
    expect(redirected).not.toHaveBeenCalled();
  });
});
