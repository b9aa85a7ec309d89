// Brand artwork an operator uploads: decoded and kept as a lossless PNG (no metadata, nothing the
// decoder did not understand), at most as wide as the widest variant, named by that PNG's digest.
// A digest names one image forever, so its URL and every variant of it are cached as immutable.

import { createHash } from 'node:crypto';

import { ARTWORK_WIDTHS } from '@croupier/contracts';
import sharp from 'sharp';

import type { Queryable } from '../../db/pool.js';
import { badRequestError } from '../../http/errors.js';
import { MAX_RECEIPT_PIXELS, sniffReceiptMime } from '../../http/uploads.js';

/** Wider than the widest variant would only be scaled down on every use. */
const MAX_MASTER_WIDTH = Math.max(...ARTWORK_WIDTHS);

export interface UploadedArtwork {
  digest: string;
  master: Buffer;
  width: number;
  height: number;
}

export const uploadedArtworkUrl = (brandId: string, digest: string) =>
  `/assets/brands/${brandId}/uploads/${digest}.png`;

/** The upload as the PNG kept of it; refuses (errorCode 2) anything but one whole image. */
export async function masterOf(bytes: Buffer): Promise<UploadedArtwork> {
  if (sniffReceiptMime(bytes) === null) {
    throw badRequestError('Brand artwork must be a PNG, JPEG or WebP image');
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_RECEIPT_PIXELS })
      .autoOrient()
      .resize({ width: MAX_MASTER_WIDTH, withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    const digest = createHash('sha256').update(data).digest('base64url');
    return { digest, master: data, width: info.width, height: info.height };
  } catch {
    throw badRequestError(
      `Brand artwork must be one whole image of at most ${MAX_RECEIPT_PIXELS} pixels`,
    );
  }
}

/** Keeps an upload; the same image uploaded again is the same row, and the same URL. */
export async function saveUploadedArtwork(
  db: Queryable,
  brandId: string,
  artwork: UploadedArtwork,
  uploadedBy: string,
): Promise<void> {
  await db.query(
    `INSERT INTO brand_artwork_uploads (brand_id, digest, master, width, height, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [brandId, artwork.digest, artwork.master, artwork.width, artwork.height, uploadedBy],
  );
}

export async function findUploadedArtwork(
  db: Queryable,
  brandId: string,
  digest: string,
): Promise<Buffer | null> {
  const { rows } = await db.query<{ master: Buffer }>(
    `SELECT master FROM brand_artwork_uploads WHERE brand_id = $1 AND digest = $2`,
    [brandId, digest],
  );
  return rows[0]?.master ?? null;
}
