import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import type { DiscussionAddressKey } from '../api/keys';
import { usePostMessage } from '../api/post-message';
import { PHOTO_TYPES, type PhotoType, uploadPhoto } from '../api/upload-photo';
import type { ComposedMessage } from './message-composer';

const isPhoto = (type: string): type is PhotoType =>
  (PHOTO_TYPES as readonly string[]).includes(type);

/**
 * Uploads the photo when there is one, then posts the message to the discussion's address with
 * its request key (a retry of the same message sends the same key, and posts once).
 */
export function useSendMessage(address: DiscussionAddressKey) {
  const post = usePostMessage();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send({ text, photo, requestKey }: ComposedMessage): Promise<boolean> {
    setError(null);
    try {
      let photoKey: string | undefined;
      if (photo) {
        if (!isPhoto(photo.type)) {
          setError('Attach a photo: a JPEG, PNG or WebP picture.');
          return false;
        }
        setUploading(true);
        photoKey = await uploadPhoto(photo, photo.type);
      }
      await post.mutateAsync({
        ...address,
        text,
        request_key: requestKey,
        ...(photoKey ? { photo_key: photoKey } : {}),
      });
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    } finally {
      setUploading(false);
    }
  }

  return { send, sending: uploading || post.isPending, error };
}
