// Uploaded files. Deposit receipt images: recognised by their first bytes (never by name or
// declared type), decoded and encoded again, and stored under random names in RECEIPTS_DIR.
// Identity documents (modules/protection) are stored the same way in KYC_DIR.

import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp, { type Sharp } from 'sharp';

import { badRequestError } from './errors.js';

export const MAX_RECEIPT_BYTES = 2 * 1024 * 1024;
/**
 * A photo or screenshot of a receipt fits easily; a few kilobytes of PNG can claim far more, and
 * decoding it would take gigabytes (a decompression bomb).
 */
export const MAX_RECEIPT_PIXELS = 25_000_000;

export type ReceiptMime = 'image/png' | 'image/jpeg' | 'image/webp';
/** What the store keeps: receipt images, and the PDFs identity documents may also be. */
export type StoredFileMime = ReceiptMime | 'application/pdf';

const EXTENSIONS: Record<StoredFileMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) =>
  prefix.every((byte, index) => bytes[offset + index] === byte);

/** The image type the bytes really are, or null for anything but PNG, JPEG and WebP. */
export function sniffReceiptMime(bytes: Uint8Array): ReceiptMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "RIFF" <4-byte size> "WEBP"
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

const ENCODERS: Record<ReceiptMime, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png(),
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

/**
 * The receipt's pixels alone, in the format its bytes are: only what the decoder understood is
 * kept, so markup hidden in metadata or after the image's end (a polyglot) is dropped with the
 * metadata. Refuses with errorCode 2 anything that is not one whole image of at most
 * MAX_RECEIPT_PIXELS.
 */
export async function reencodeReceipt(
  bytes: Buffer,
  /** What the image is, in refusals. */
  what = 'receipt',
): Promise<{ bytes: Buffer; mime: ReceiptMime }> {
  const mime = sniffReceiptMime(bytes);
  if (mime === null) throw badRequestError(`The ${what} must be a PNG, JPEG or WebP image`);
  // Upright as the camera meant it, since the orientation tag goes with the rest of the metadata.
  const decoded = sharp(bytes, { limitInputPixels: MAX_RECEIPT_PIXELS }).autoOrient();
  try {
    return { bytes: await ENCODERS[mime](decoded).toBuffer(), mime };
  } catch {
    throw badRequestError(
      `The ${what} must be one whole image of at most ${MAX_RECEIPT_PIXELS} pixels`,
    );
  }
}

export interface StoredReceipt<Mime extends StoredFileMime = ReceiptMime> {
  /** File name inside the receipts folder. */
  file: string;
  mime: Mime;
}

export interface ReceiptStore {
  save<Mime extends StoredFileMime>(bytes: Buffer, mime: Mime): Promise<StoredReceipt<Mime>>;
  remove(file: string): Promise<void>;
  pathOf(file: string): string;
}

export function createReceiptStore(directory: string): ReceiptStore {
  const pathOf = (file: string) => {
    // Names come from save() only; anything else reaching here is a bug, not a path to follow.
    if (!/^[0-9a-f-]{36}\.(png|jpg|webp|pdf)$/.test(file))
      throw new Error(`Bad receipt name ${file}`);
    return path.join(directory, file);
  };
  return {
    pathOf,
    async save(bytes, mime) {
      await mkdir(directory, { recursive: true });
      const file = `${randomUUID()}.${EXTENSIONS[mime]}`;
      await writeFile(pathOf(file), bytes, { flag: 'wx' });
      return { file, mime };
    },
    async remove(file) {
      await rm(pathOf(file), { force: true });
    },
  };
}
