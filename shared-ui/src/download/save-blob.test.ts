import { SAVE_BLOB_URL_LIFETIME_MS, saveBlob } from './save-blob';

describe('saveBlob', () => {
  const createObjectURL = jest.fn(() => 'blob:portal/1');
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.clearAllMocks();
  });

  it('clicks a download link for the blob under the file name, leaves no link behind and frees the URL afterwards', () => {
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

    saveBlob(blob, 'guide.pdf');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].getAttribute('href')).toBe('blob:portal/1');
    expect(clicked[0].download).toBe('guide.pdf');
    expect(clicked[0].isConnected).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SAVE_BLOB_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
    click.mockRestore();
  });
});
