import { act, renderHook, waitFor } from '@testing-library/react';
import { useServerData } from './useServerData';

/** A read the test answers by hand, in any order. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useServerData', () => {
  it('is loading until the answer arrives, then ready with its data', async () => {
    const answer = deferred<string[]>();
    const { result } = renderHook(() => useServerData('rows', () => answer.promise));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answer.resolve(['a', 'b']));
    expect(result.current.state).toEqual({ status: 'ready', data: ['a', 'b'] });
  });

  it('keeps what the read threw, so a page can tell a missing record from a fault', async () => {
    const missing = new Error('Not found');
    const { result } = renderHook(() => useServerData('payment:7', () => Promise.reject(missing)));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state).toEqual({ status: 'error', failure: missing });
  });

  it('reads once per key, not once per render, however often load changes', async () => {
    const load = jest.fn(() => Promise.resolve(1));
    const { result, rerender } = renderHook(() => useServerData('count', () => load()));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    rerender();
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again when the key changes, and drops a late answer for the old key', async () => {
    const answers = { pending: deferred<string>(), approved: deferred<string>() };
    const { result, rerender } = renderHook(
      ({ filter }) => useServerData(filter, () => answers[filter].promise),
      {
        initialProps: { filter: 'pending' as keyof typeof answers },
      },
    );
    rerender({ filter: 'approved' });
    await act(async () => answers.approved.resolve('approved rows'));
    await act(async () => answers.pending.resolve('pending rows'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'approved rows' });
  });

  it('after a failure, reload shows loading again and then the new answer', async () => {
    let attempt = 0;
    const retry = deferred<string>();
    const { result } = renderHook(() =>
      useServerData('profile', () =>
        attempt++ === 0 ? Promise.reject(new Error('offline')) : retry.promise,
      ),
    );
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => retry.resolve('profile'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'profile' });
  });

  it('after a success, reload keeps the data shown until the new answer replaces it', async () => {
    let count = 0;
    const second = deferred<number>();
    const { result } = renderHook(() =>
      useServerData('stats', () => (count++ === 0 ? Promise.resolve(1) : second.promise)),
    );
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 1 }));
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'ready', data: 1 });
    await act(async () => second.resolve(2));
    expect(result.current.state).toEqual({ status: 'ready', data: 2 });
  });

  it('uses the latest load function when it reads again', async () => {
    const { result, rerender } = renderHook(
      ({ value }) => useServerData('value', () => Promise.resolve(value)),
      {
        initialProps: { value: 'first' },
      },
    );
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'first' }));
    rerender({ value: 'second' });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'second' }));
  });

  it('drops an answer that arrives after the component has gone', async () => {
    const answer = deferred<string>();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useServerData('late', () => answer.promise));
    unmount();
    await act(async () => answer.resolve('too late'));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
