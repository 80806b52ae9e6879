import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import type { DiscussionAddressKey } from '../api/keys';
import { usePostMessage } from '../api/post-message';
import { PHOTO_TYPES, type PhotoType, uploadPhoto } from '../api/upload-photo';
import type { ComposedMessage } from './message-composer';

const isPhoto = (type: string): type is PhotoType =>
  (PHOTO_TYPES as readonly string[]).includes(type);

/** Uploads the photo when there is one, then posts the message to the discussion's address. */
export function useSendMessage(address: DiscussionAddressKey) {
  const post = usePostMessage();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send({ text, photo }: ComposedMessage): Promise<boolean> {
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
      await post.mutateAsync({ ...address, text, ...(photoKey ? { photo_key: photoKey } : {}) });
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
