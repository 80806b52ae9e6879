import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this the encoding costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text worth compressing: JSON, XML, SVG, scripts and text, but not the live stream (each event
 * must reach the browser as it is written) nor bytes of unknown kind (uploads and downloads
 * that are mostly compressed already).
 */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[/+](json|xml|javascript)(;|$)/;

/**
 * Compresses answers over a kilobyte with brotli or gzip, whichever the browser prefers; a
 * browser that accepts neither gets them as they are. Register before the routes: each route
 * registered afterwards is compressed. The built web app's files come compressed from the build.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPE,
    // Request bodies are taken as sent, as before: the API reads plain JSON only.
    globalDecompression: false,
  });
}
