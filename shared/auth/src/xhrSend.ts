/** The share of an upload's bytes sent so far, 0–1. */
export type UploadProgress = (fraction: number) => void;

export interface XhrRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit;
  onProgress: UploadProgress;
}

/**
 * Sends one request by XMLHttpRequest, the one browser transport that reports bytes sent
 * (fetch cannot), and answers it as a fetch `Response` (status and body text) so the
 * caller reads it the way it reads any other answer. A network failure or abort
 * rejects with a TypeError, as fetch does.
 */
export function xhrSend(createXhr: () => XMLHttpRequest, request: XhrRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open(request.method, request.url);
    // fetch's `credentials: 'include'`: the refresh cookie travels with the upload too.
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      // A status no Response can hold (0: the browser gave no answer) is a network failure.
      if (xhr.status < 200 || xhr.status > 599) reject(new TypeError('Failed to fetch'));
      else resolve(asResponse(xhr));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new TypeError('Failed to fetch'));
    xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
    xhr.send(request.body);
  });
}

/** A null-body status (204, 205, 304) cannot carry text in a Response, even an empty one. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function asResponse(xhr: XMLHttpRequest): Response {
  const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
  return new Response(body, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
  });
}
