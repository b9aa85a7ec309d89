// A WebP is drawn with this machine's fonts (fontconfig), where an SVG is drawn by the player's
// browser with theirs. Text that no installed font covers (a Thai headline on a host with only
// Latin fonts) would come out as boxes, so such artwork is answered as its SVG instead.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

type CodePointRanges = [number, number][];

/** Every code point some installed font covers, as fontconfig lists them (`20-7e a0-17f …`). */
async function installedCoverage(): Promise<CodePointRanges> {
  try {
    const { stdout } = await promisify(execFile)('fc-list', ['--format', '%{charset}\\n']);
    return stdout
      .split(/\s+/)
      .filter(Boolean)
      .map((range) => {
        const [first, last = first] = range.split('-').map((hex) => Number.parseInt(hex, 16));
        return [first!, last!] as [number, number];
      });
  } catch {
    // No fontconfig: nothing can be drawn as text.
    return [];
  }
}

let coverage: Promise<CodePointRanges> | undefined;

/** True when installed fonts cover every character of `text` (spaces aside). */
export async function fontsCover(text: string): Promise<boolean> {
  const ranges = await (coverage ??= installedCoverage());
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (/\s/.test(character)) continue;
    if (!ranges.some(([first, last]) => codePoint >= first && codePoint <= last)) return false;
  }
  return true;
}
