import { act, renderHook } from '@testing-library/react';
import { MOST_SHOWN_BEFORE_ANSWER, shownUploadProgress, useUploadProgress } from './useUploadProgress';

describe('what a file field shows of an upload', () => {
  it('shows nothing while nothing is being sent', () => {
    expect(shownUploadProgress(false, null)).toBeNull();
    expect(shownUploadProgress(false, 0.5)).toBeNull();
  });

  it('says only "uploading" until the first report', () => {
    expect(shownUploadProgress(true, null)).toBe('indeterminate');
  });

  it('shows the share sent, below 100% until the server answers', () => {
    expect(shownUploadProgress(true, 0)).toBe(0);
    expect(shownUploadProgress(true, 0.42)).toBe(0.42);
    expect(shownUploadProgress(true, 0.999)).toBe(MOST_SHOWN_BEFORE_ANSWER);
    expect(shownUploadProgress(true, 1)).toBe(MOST_SHOWN_BEFORE_ANSWER);
    // Rounded for the label as FileDrop does: never "100%".
    expect(Math.round(MOST_SHOWN_BEFORE_ANSWER * 100)).toBe(99);
  });

  it('forgets the last send when a new one starts', () => {
    const { result } = renderHook(() => useUploadProgress());
    act(() => result.current.onProgress(0.7));
    expect(result.current.progressWhile(true)).toBe(0.7);
    act(() => result.current.restart());
    expect(result.current.progressWhile(true)).toBe('indeterminate');
  });
});
