import { core } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { UploadType } from '../utils/upload-checks';

/** Fraction sent so far, 0 to 1. */
export type OnProgress = (fraction: number) => void;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * PUTs bytes to a presigned address. XMLHttpRequest rather than fetch, because only it reports
 * how much of a request body has gone, which a student on a slow phone connection needs to see.
 */
function putBytes(url: string, body: Blob, type: UploadType, onProgress: OnProgress) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(ApiError.fromResponse(request.status, parse(request.responseText)));
      }
    };
    request.onerror = () => reject(ApiError.network());
    request.send(body);
  });
}

/** Uploads one file through a presigned address and answers its key, for a step or a page. */
export async function uploadFile(
  body: Blob,
  type: UploadType,
  onProgress: OnProgress,
): Promise<string> {
  const presigned = await apiRequest(core.generatePresignedUrl, {
    body: { operation: 'upload', content_type: type },
  });
  await putBytes(presigned.url, body, type, onProgress);
  return presigned.key;
}
