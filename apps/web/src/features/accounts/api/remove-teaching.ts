import { accounts } from '@kitlab/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userChanged } from './user-changed';

export function removeTeaching(userToken: string, teacherAssignId: number) {
  return apiRequest(accounts.removeTeaching, {
    params: { user_token: userToken, teacher_assign_id: teacherAssignId },
  });
}

export function useRemoveTeaching(userToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacherAssignId: number) => removeTeaching(userToken, teacherAssignId),
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
