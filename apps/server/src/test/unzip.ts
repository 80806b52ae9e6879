import yauzl from 'yauzl';

/** Every file of a zip by name, read whole and one at a time (for tests of the server's zips). */
export function unzipFiles(zip: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (opened, archive) => {
      if (opened) return reject(opened);
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
          stream.on('error', reject);
        });
      });
      archive.on('end', () => resolve(files));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}
