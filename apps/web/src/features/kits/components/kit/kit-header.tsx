import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { MY_LIBRARY_PATH } from '../../../../lib/paths/kits';
import { AssignButton } from '../../../assignments';
import type { KitCard } from '../../api/get-kit-content';
import type { KitReader } from '../../utils/kit-reader';

/** The way back to My Library, the kit's title and, for teachers, "Assign" for the whole kit. */
export function KitHeader({ kit, reader }: { kit: KitCard; reader: KitReader }) {
  return (
    <>
      <Anchor component={Link} to={MY_LIBRARY_PATH} size="sm" mb="xs" display="inline-block">
        ← My Library
      </Anchor>
      <PageHeader
        title={kit.title}
        actions={
          reader.userType === 'T' ? (
            <AssignButton target={{ kitId: kit.kit_id, kitTitle: kit.title }} />
          ) : null
        }
      />
    </>
  );
}
