import { accounts, type CallResponse } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

export type OutboxPage = CallResponse<typeof accounts.listOutbox>;
export type OutboxMessage = OutboxPage['results'][number];

export const OUTBOX_PER_PAGE = 10;

/** The development mailbox; the server answers 404 when mail goes to a real SMTP server. */
export function listOutbox(page: number, signal?: AbortSignal): Promise<OutboxPage> {
  return apiRequest(accounts.listOutbox, { query: { page, per_page: OUTBOX_PER_PAGE }, signal });
}

export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.outboxPage(page),
    queryFn: ({ signal }) => listOutbox(page, signal),
    placeholderData: keepPreviousData,
  });

export function useOutbox(page: number, enabled = true) {
  return useQuery({ ...outboxQuery(page), enabled });
}
