import { checkDocumentFile } from './documentFile';

const file = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'document', { type });

describe('checkDocumentFile', () => {
  it('accepts PNG, JPEG and WebP images and PDFs up to 5 MiB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'application/pdf']) {
      expect(checkDocumentFile(file(type))).toBeNull();
    }
    expect(checkDocumentFile(file('application/pdf', 5 * 1024 * 1024))).toBeNull();
  });

  it('names the problem of a missing, mistyped or oversized file', () => {
    expect(checkDocumentFile(null)).toBe('fileRequired');
    expect(checkDocumentFile(file('image/gif'))).toBe('fileType');
    expect(checkDocumentFile(file(''))).toBe('fileType');
    expect(checkDocumentFile(file('image/png', 5 * 1024 * 1024 + 1))).toBe('fileSize');
  });
});
