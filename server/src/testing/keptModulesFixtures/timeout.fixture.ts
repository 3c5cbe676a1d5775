// A test longer than its own limit fails on it, as under jest's own runner.
it('is stopped at its 50 ms limit', () => new Promise((resolve) => setTimeout(resolve, 500)), 50);
