/**
 * Query keys of push. `devices()` is the user's device list; registering, refreshing,
 * deactivating or removing a device changes it, so each of those refreshes `all`.
 */
export const pushKeys = {
  all: ['push'] as const,
  devices: () => [...pushKeys.all, 'devices'] as const,
};
