import { accounts } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { userChanged } from './user-changed';

export function removeTeaching(userToken: string, teacherAssignId: number) {
  return apiRequest(accounts.removeTeaching, {
    params: { user_token: userToken, teacher_assign_id: teacherAssignId },
  });
}

export function useRemoveTeaching(userToken: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (teacherAssignId: number) => removeTeaching(userToken, teacherAssignId),
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
