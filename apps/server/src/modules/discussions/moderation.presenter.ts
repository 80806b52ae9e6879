/** The answers of moderating one message: the message named by its token, and what happened. */
export const presentRemoved = (message: { token: string }) => ({
  message_token: message.token,
  hidden: true as const,
});

export const presentReported = (message: { token: string }) => ({
  message_token: message.token,
  reported: true as const,
});

export const presentDismissed = (message: { token: string }, resolved: number) => ({
  message_token: message.token,
  resolved,
});
