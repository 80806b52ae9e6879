import { kits } from '@kitlab/contract';
import type { ParamCodec } from '../../../lib/url-filters';

/** Search text: cut to what the kit lists accept, and trimmed. */
export const searchParam: ParamCodec<string> = {
  read: (raw) => raw?.trim().slice(0, kits.KIT_SEARCH_MAX).trim() ?? '',
  write: (value) => value.trim() || null,
};
