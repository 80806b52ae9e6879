// http_ece (RFC 8188 encrypted content-encoding) ships no types; the test push endpoint uses decrypt.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParams {
    version?: 'aes128gcm' | 'aesgcm';
    /** The receiver's ECDH key pair. */
    privateKey?: ECDH;
    /** The subscription's auth secret, base64url or bytes. */
    authSecret?: string | Buffer;
    dh?: string;
    key?: string;
    salt?: string;
    rs?: number;
  }

  const ece: {
    decrypt(content: Buffer, params: EceParams): Buffer;
    encrypt(content: Buffer, params: EceParams): Buffer;
  };
  export default ece;
}
