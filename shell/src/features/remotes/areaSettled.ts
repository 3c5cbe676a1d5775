let settle: () => void = () => undefined;

/**
 * Resolves once the first area of the page has shown its content or its error: the
 * moment from which loading ahead no longer competes with what the visitor waits for.
 */
export const firstAreaSettled = new Promise<void>((resolve) => {
  settle = resolve;
});

export function markAreaSettled(): void {
  settle();
}
