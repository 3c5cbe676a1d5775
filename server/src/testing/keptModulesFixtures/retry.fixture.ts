// jest.retryTimes holds for its own file only (the timeout fixture is not retried after it).
let attempts = 0;
jest.retryTimes(2);

it('passes on its third attempt', () => {
  attempts += 1;
  expect(attempts).toBe(3);
});
