// Which files are sent compressed, and how they are compressed: the build writes `.br` (quality 11)
// and `.gz` (level 9) beside each of them, and the static servers send those bytes as they are.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
export const GZIP_OPTIONS = { level: 9 };

/** Writes fresh `.br` and `.gz` beside every compressible file below `dir`. */
export function compressFolder(dir) {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, BROTLI_OPTIONS));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, GZIP_OPTIONS));
  }
}
