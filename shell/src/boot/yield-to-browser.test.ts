import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldMock = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldMock };
    await yieldToBrowser();
    expect(yieldMock).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves in a later task, after work already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });
});
