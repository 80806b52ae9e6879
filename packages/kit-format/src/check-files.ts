import { createHash } from 'node:crypto';
import { binaryProblem, pdfActiveContent } from './binary-checks.js';
import type { CheckedFile, LoadState } from './load-state.js';
import { readKitBytes } from './read-kit-file.js';
import { checkSvg } from './svg-safety.js';

/** Reads and checks every image and printable, whether or not anything references it. */
export async function checkMediaFiles(state: LoadState): Promise<void> {
  for (const file of state.scanned.values()) {
    if (!file.mediaType || file.tooLarge) continue;
    const bytes = await readKitBytes(state, file.path);
    if (!bytes) continue;
    const checked: CheckedFile = {
      path: file.path,
      mediaType: file.mediaType,
      bytes: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      ok: true,
    };
    const fail = (
      code: 'svg_unsafe' | 'svg_invalid' | 'pdf_unsafe' | 'binary_invalid',
      message: string,
      line?: number,
    ) => {
      checked.ok = false;
      state.problems.add({ code, file: file.path, line, message });
    };
    if (file.mediaType === 'image/svg+xml') {
      const result = checkSvg(bytes.toString('utf8'));
      for (const finding of result.findings) fail(finding.kind, finding.message, finding.line);
      if (result.title) checked.svgTitle = result.title;
    } else {
      const problem = binaryProblem(file.mediaType, bytes);
      if (problem) fail('binary_invalid', problem);
      const active = file.mediaType === 'application/pdf' ? pdfActiveContent(bytes) : undefined;
      if (active) fail('pdf_unsafe', active);
    }
    state.checked.set(file.path, checked);
  }
}
